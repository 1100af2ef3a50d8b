import { describe, expect, it } from 'vitest'
import { copyContent, editFile } from '../../../testing/contentFixture.ts'
import { ContentError } from '../ContentError.ts'
import { loadSiteContent } from '../loadSiteContent.ts'

interface Edit {
  /** Relative to content/. */
  file: string
  find: string
  replace: string
}

/**
 * What an editor is told after an edit: the real content/ is copied to a temporary folder, the edit is made there,
 * and the whole site content is loaded as the build loads it.
 */
function problemsAfter(edit?: Edit): readonly string[] {
  const root = copyContent()
  if (edit) editFile(root, edit.file, (text) => text.replace(edit.find, edit.replace))
  try {
    loadSiteContent(root)
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  return []
}

const mistakes: Record<string, Edit> = {
  'news category missing from the filter list': {
    file: 'news/dubai-ev-taxi-chargers.mdx',
    find: 'category: UAE & Dubai Innovation',
    replace: 'category: Sports',
  },
  'news date in words': {
    file: 'news/dubai-ev-taxi-chargers.mdx',
    find: 'date: 2024-10-02',
    replace: 'date: last spring',
  },
  'news date not in the calendar': {
    file: 'news/solar-trade-event-dubai-2026.mdx',
    find: 'date: 2025-10-14',
    replace: 'date: 2025-02-30',
  },
  'solution colour outside the brand': { file: 'solutions/robotics.mdx', find: 'color: sky', replace: 'color: red' },
  'solution linked to an initiative with no page': {
    file: 'solutions/robotics.mdx',
    find: 'initiative: dubai-robotics-2032',
    replace: 'initiative: dubai-robotics-2099',
  },
  'legal effective date not in the calendar': {
    file: 'legal/terms-of-service.mdx',
    find: 'effective: 2025-10-09',
    replace: 'effective: 2025-13-09',
  },
}

describe('content of the Solutions, News and legal pages', () => {
  it('passes the check as written', () => {
    expect(problemsAfter()).toEqual([])
  })

  it('each mistake is reported once: the file first, then the field, what is allowed and what was found', () => {
    const reports = Object.fromEntries(
      Object.entries(mistakes).map(([mistake, edit]) => [mistake, problemsAfter(edit)]),
    )
    expect(reports).toMatchInlineSnapshot(`
      {
        "legal effective date not in the calendar": [
          "content/legal/terms-of-service.mdx:3:12: Legal pages › terms-of-service › Effective date (English): expected a real calendar date like 2024-05-01, found "2025-13-09" (docs/content-guide.md#legal-effective)",
        ],
        "news category missing from the filter list": [
          "content/news/dubai-ev-taxi-chargers.mdx:2:11: News items › dubai-ev-taxi-chargers › News category (English): expected one of "Company", "UAE & Dubai Innovation", "Tech & Innovation", "Others" (the list in content/news.yaml), found "Sports" (docs/content-guide.md#news-item-category)",
        ],
        "news date in words": [
          "content/news/dubai-ev-taxi-chargers.mdx:7:7: News items › dubai-ev-taxi-chargers › Publication date (English): expected a date like 2024-05-01, found "last spring" (docs/content-guide.md#news-item-date)",
        ],
        "news date not in the calendar": [
          "content/news/solar-trade-event-dubai-2026.mdx:7:7: News items › solar-trade-event-dubai-2026 › Publication date (English): expected a real calendar date like 2024-05-01, found "2025-02-30" (docs/content-guide.md#news-item-date)",
        ],
        "solution colour outside the brand": [
          "content/solutions/robotics.mdx:6:8: Solutions › robotics › Accent colour (English): expected "sky" or "emerald", found "red" (docs/content-guide.md#solution-color)",
        ],
        "solution linked to an initiative with no page": [
          "content/solutions/robotics.mdx:30:17: Solutions › robotics › National alignment points › 1 › Linked initiative (English): expected the name of a file in content/initiatives/ (such as uae-centennial-2071), found "dubai-robotics-2099" (docs/content-guide.md#solution-alignment-initiative)",
        ],
      }
    `)
  })
})
