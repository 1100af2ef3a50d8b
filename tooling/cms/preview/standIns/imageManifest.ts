// The preview's virtual:image-manifest: the pictures the build made, and a picture uploaded since as the CMS has it.
import { snapshot } from 'virtual:preview-snapshot'
import type { ImageManifest } from '../../../../lib/images.ts'
import { newFile } from './assets.ts'

export default new Proxy(snapshot.images, {
  get(images, src: string) {
    if (images[src]) return images[src]
    const url = newFile(src)
    return url ? { width: 800, height: 800, avif: [], webp: [{ width: 800, url }] } : undefined
  },
}) as ImageManifest
