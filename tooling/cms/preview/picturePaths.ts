// One form for a picture's path in every file: relative to content/images/ (news/robotics-week.png), as the content
// files, the build's picture manifest and the content check have it. Sveltia CMS's picker writes the path from the
// pictures' root with a leading slash (/news/robotics-week.png) whatever its media and public folders say (it prefixes
// every public folder not starting with "." or "@" with "/"), so the slash is taken off as the entry is saved, with the
// CMS's own preSave event.
import type { Cms } from './cmsApi.ts'
import type { KindOfField } from './fieldKinds.ts'
import { withContentPicturePaths } from './fieldMarks.ts'
import { contentTypeOf } from './previewContent.ts'

/** Registers the preSave event that writes the pictures of every language of an entry in the content's form. */
export function savePicturesInContentForm(cms: Cms, fields: Record<string, KindOfField[]>): void {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const type = contentTypeOf(String(entry.get('collection') ?? ''), String(entry.get('path') ?? ''))
      const kinds = type && fields[type.id]
      if (!kinds?.some(({ kind }) => kind === 'picture')) return entry
      const { data, i18n = {} } = entry.toJS() as {
        data: Record<string, unknown>
        i18n?: Record<string, { data: Record<string, unknown> }>
      }
      let saved = entry.set('data', withContentPicturePaths(data, kinds))
      for (const [locale, translation] of Object.entries(i18n))
        saved = saved.setIn(['i18n', locale, 'data'], withContentPicturePaths(translation.data, kinds))
      return saved
    },
  })
}
