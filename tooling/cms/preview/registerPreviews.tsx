// The preview script of /admin (built by buildPreview.ts, loaded after the CMS's bundle): registers the site's
// stylesheet and one preview template per collection and file, the company facts' insert buttons, the clicks and
// focus that lead from the preview to the editor's field and back, the form pictures are saved in, and the pickers
// that show symbols and colours as they look (../pickers/).
import { snapshot } from 'virtual:preview-snapshot'
import { defaultLocale, isLocale } from '../../../lib/locales.ts'
import { followEditor } from './clickToField.ts'
import type { Cms } from './cmsApi.ts'
import { registerCompanyFacts } from './companyFacts.tsx'
import { EntryPreview } from './EntryPreview.tsx'
import { savePicturesInContentForm } from './picturePaths.ts'
import { registerPickers } from '../pickers/registerPickers.tsx'

const { CMS } = window as unknown as { CMS: Cms }
for (const style of snapshot.styles) CMS.registerPreviewStyle(style)
for (const name of snapshot.templates) CMS.registerPreviewTemplate(name, EntryPreview)
// The editor's own language (the Arabic editor's page is in Arabic).
const lang = document.documentElement.lang
const locale = isLocale(lang) ? lang : defaultLocale
registerCompanyFacts(CMS, snapshot.contents[locale].company, locale)
followEditor()
savePicturesInContentForm(CMS, snapshot.fields)
registerPickers(CMS)
