import illustrations from 'virtual:illustrations'

/** An illustration as content names it: its file under content/images/, and its words or its decorative flag. */
export interface IllustrationRef {
  src: string
  alt?: string
  decorative?: boolean
}

function drawingOf(src: string) {
  const drawing = illustrations[src]
  if (!drawing) throw new Error(`content/images/${src} was not prepared by the build; run \`npm run build\` again.`)
  return drawing
}

/**
 * The drawing written into the page itself, for a hero: it paints with the page's first bytes, needs no request that
 * could hold back the first paint, and its size is the <svg>'s own, so nothing moves. Server only, like every page.
 */
export function InlineIllustration({
  illustration,
  className = '',
}: {
  illustration: IllustrationRef
  className?: string
}) {
  const drawing = drawingOf(illustration.src)
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only together with role="img".
    <div
      role={illustration.decorative ? undefined : 'img'}
      aria-label={illustration.decorative ? undefined : illustration.alt}
      aria-hidden={illustration.decorative ? true : undefined}
      data-illustration={illustration.src}
      className={className}
      // The markup is our own build's output of a checked file (tooling/images/illustrations.ts), not visitors' input.
      // Plain classes on the <svg> rather than [&>svg]: variants, whose selectors the CSS inliner does not keep.
      dangerouslySetInnerHTML={{ __html: drawing.markup.replace('<svg ', '<svg class="block h-auto w-full" ') }}
    />
  )
}

/** The drawing as a file, for cards further down a page: fetched when it comes near, its box reserved by its size. */
export function IllustrationImage({
  illustration,
  className = '',
}: {
  illustration: IllustrationRef
  className?: string
}) {
  const drawing = drawingOf(illustration.src)
  return (
    <img
      src={drawing.url}
      width={drawing.width}
      height={drawing.height}
      alt={illustration.decorative ? '' : illustration.alt}
      loading="lazy"
      decoding="async"
      className={`block h-auto w-full ${className}`}
    />
  )
}
