// The preview's lib/content/siteContent.server.ts: the content the pages' data hooks read is the edited one.
import type { SiteContent } from '../../../../lib/content/contentTypes.ts'
import type { Locale } from '../../../../lib/locales.ts'
import { currentContents } from '../previewContent.ts'

export const siteContent = (locale: Locale): SiteContent => currentContents()[locale]

export function contentChanged(): void {}
