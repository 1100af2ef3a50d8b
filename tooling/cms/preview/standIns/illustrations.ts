// The preview's virtual:illustrations: the drawings the build prepared, and one uploaded since as the CMS has it.
import { snapshot } from 'virtual:preview-snapshot'
import type { IllustrationManifest } from '../../../images/illustrations.ts'
import { newFile } from './assets.ts'

export default new Proxy(snapshot.illustrations, {
  get(drawings, src: string) {
    if (drawings[src]) return drawings[src]
    const url = newFile(src)
    return url ? { url, width: 800, height: 600, markup: `<img src="${encodeURI(url)}" alt="">` } : undefined
  },
}) as IllustrationManifest
