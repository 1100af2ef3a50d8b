import images from 'virtual:image-manifest'
import type { ResponsiveImage as Picture } from '../../lib/images.ts'

/**
 * The files the build made of a picture named in content (relative to content/images/). Server only: a React island
 * is given the result in its props, so the whole manifest never ships to the browser.
 */
export function pictureOf(src: string): Picture {
  const image = images[src]
  if (!image) throw new Error(`content/images/${src} was not prepared by the build; run \`npm run build\` again.`)
  return image
}

interface Props {
  image: Picture
  alt: string
  /** How wide the image is shown, for the browser to pick a file (the srcset `sizes`). */
  sizes: string
  className?: string
  /** Classes of the <picture> around the image, such as `contents` to let the image take part in its parent's layout. */
  pictureClassName?: string
  /** Images in the first screen load at once; the rest wait until they are near. */
  priority?: boolean
}

/** An AVIF/WebP picture in two widths, with its size reserved so nothing moves while it loads. */
export function ResponsiveImage({ image, alt, sizes, className, pictureClassName, priority = false }: Props) {
  const srcSet = (variants: { width: number; url: string }[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ')
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <img
        src={image.webp.at(-1)!.url}
        srcSet={srcSet(image.webp)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
