import images from 'virtual:image-manifest'

interface Props {
  /** As written in content: relative to content/images/. */
  src: string
  alt: string
  /** How wide the image is shown, for the browser to pick a file (the srcset `sizes`). */
  sizes: string
  className?: string
  /** Images in the first screen load at once; the rest wait until they are near. */
  priority?: boolean
}

/** An AVIF/WebP picture in two widths, with its size reserved so nothing moves while it loads. */
export function ResponsiveImage({ src, alt, sizes, className, priority = false }: Props) {
  const image = images[src]
  if (!image) throw new Error(`content/images/${src} was not prepared by the build; run \`npm run build\` again.`)
  const srcSet = (variants: { width: number; url: string }[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ')
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <img
        src={image.webp.at(-1)!.url}
        srcSet={srcSet(image.webp)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
