/** The pictures the build makes from content/images/, as pages and components read them (virtual:image-manifest). */
export interface ImageVariant {
  width: number
  url: string
}

/** One picture in the sizes and formats a browser can choose from, with its intrinsic size to reserve space. */
export interface ResponsiveImage {
  width: number
  height: number
  avif: ImageVariant[]
  webp: ImageVariant[]
}

/** Keyed by the path an editor writes in content, relative to content/images/ (e.g. team/owner.svg). */
export type ImageManifest = Record<string, ResponsiveImage>
