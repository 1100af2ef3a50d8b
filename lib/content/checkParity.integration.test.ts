import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkParity } from './checkParity.ts'
import { ContentError, problemText } from './ContentError.ts'
import { copyContent, editFile } from '../../testing/contentFixture.ts'
import { loadEveryLanguage } from './loadEveryLanguage.ts'

describe('the translation parity check', () => {
  it('passes on the real content: every English file has its Arabic twin with the same structure', () => {
    expect(checkParity(path.resolve('content')).map(problemText)).toEqual([])
  })

  it('names every missing or extra file, missing field, list of another length and changed link, all at once', () => {
    const root = copyContent()
    fs.rmSync(path.join(root, 'ar/initiatives/dubai-d33.mdx'))
    fs.writeFileSync(
      path.join(root, 'ar/news/left-over.mdx'),
      fs.readFileSync(path.join(root, 'ar/news/dubai-ev-taxi-chargers.mdx')),
    )
    // One card fewer, a field left out, an icon "translated" and a link changed.
    editFile(root, 'ar/about.yaml', (text) => text.replace(/\n {4}- icon: [a-z-]+\n( {6}.*\n)+/, '\n'))
    editFile(root, 'ar/contact.yaml', (text) => text.replace(/\n {4}successTitle: .*/, ''))
    editFile(root, 'ar/solutions/robotics.mdx', (text) => text.replace(/^icon: .*$/m, 'icon: روبوت'))
    editFile(root, 'ar/home.yaml', (text) => text.replace(/href: \/solutions\b/, 'href: /ar/solutions'))
    // A section heading dropped from a body.
    editFile(root, 'ar/initiatives/net-zero-2050.mdx', (text) => text.replace(/^### .*\n/m, ''))

    expect(checkParity(root).map(problemText)).toMatchInlineSnapshot(`
      [
        "content/ar/initiatives/dubai-d33.mdx: missing; translate content/initiatives/dubai-d33.mdx into it",
        "content/ar/news/left-over.mdx:1:1: has no English original content/news/left-over.mdx; add that file, or remove this one",
        "content/ar/home.yaml:8:11: Pages › Home page › Hero band › First hero button › First hero button link (Arabic): expected "/solutions" as in content/home.yaml (it is not translated), found "/ar/solutions" (docs/content-guide.md#home-hero-primary-href)",
        "content/ar/about.yaml:32:3: Pages › About page › Four Pillars section › Pillar cards (Arabic): 3 items here, 4 in content/about.yaml; translate each item once (docs/content-guide.md#about-pillars-items)",
        "content/ar/contact.yaml:40:3: Pages › Contact page and form › Enquiry form › Pop-up notifications › Sent notification title (Arabic): has no translation; translate it from content/contact.yaml (docs/content-guide.md#contact-form-toasts-successtitle)",
        "content/ar/initiatives/net-zero-2050.mdx:34:1: Initiatives › net-zero-2050 › National Vision text (Arabic): 0 level-3 headings (### ) here, 1 in content/initiatives/net-zero-2050.mdx; keep the same structure (docs/content-guide.md#initiative)",
        "content/ar/solutions/robotics.mdx:5:7: Solutions › robotics › Solution symbol (Arabic): expected "hard-hat" as in content/solutions/robotics.mdx (it is not translated), found "روبوت" (docs/content-guide.md#solution-icon)",
      ]
    `)
  })

  it('fails the content check with the problems of both languages together', () => {
    const root = copyContent()
    fs.rmSync(path.join(root, 'ar/legal.yaml'))
    editFile(root, 'news/dubai-ev-taxi-chargers.mdx', (text) => text.replace(/^date: .*$/m, 'date: last spring'))

    let problems: readonly string[] = []
    try {
      loadEveryLanguage(root)
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems = error.problems
    }
    // The news item is named by its headline, as the editor's list shows it; the missing translation is said once.
    expect(problems).toEqual([
      'content/news/dubai-ev-taxi-chargers.mdx:7:7: News items › Dubai rolls out 208 ultra-fast EV chargers for its taxi fleet › Publication date (English): expected a date like 2024-05-01, found "last spring" (docs/content-guide.md#news-item-date)',
      'content/ar/legal.yaml: missing; translate content/legal.yaml into it',
    ])
  })

  it('refuses a copy of a shared file in the Arabic folder', () => {
    const root = copyContent()
    fs.copyFileSync(path.join(root, 'company.yaml'), path.join(root, 'ar/company.yaml'))
    expect(() => loadEveryLanguage(root)).toThrow(
      'content/ar/company.yaml: this file is shared by every language and lives only in content/company.yaml; remove this copy',
    )
  })
})
