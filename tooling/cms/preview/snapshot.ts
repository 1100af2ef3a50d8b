import type { ContentTypeId, SiteContent } from '../../../lib/content/contentTypes.ts'
import type { ImageManifest } from '../../../lib/images.ts'
import type { InWords, Locale } from '../../../lib/locales.ts'
import type { IllustrationManifest } from '../../images/illustrations.ts'
import type { KindOfField } from './fieldKinds.ts'

/** What the preview script is given at build time (tooling/cms/preview/buildPreview.ts), as `virtual:preview-snapshot`. */
export interface PreviewSnapshot {
  /** Every language's words as the site was built from them; the entry being edited is laid over them. */
  contents: Record<Locale, SiteContent>
  /** Where each kind of content lives (lib/content/contentTypes.ts without its schemas): what an entry's file is. */
  types: {
    id: ContentTypeId
    kind: 'shared' | 'document' | 'collection'
    key?: string
    file?: string
    folder?: string
  }[]
  /** The names of the CMS's collections and files, each of which gets the preview template. */
  templates: string[]
  /** What each field of a content type holds, by the type's id: which of its values to mark, to find on the page. */
  fields: Record<string, KindOfField[]>
  /** Each field's label in every language of the editor, by type id and key path (./fieldLabels.ts). */
  labels: Record<string, Record<string, InWords>>
  /** The built site's stylesheets, by their address. */
  styles: string[]
  /** The @font-face rules of the Arabic typeface, as the Arabic pages carry them. */
  arabicTypeface: string
  images: ImageManifest
  illustrations: IllustrationManifest
}
