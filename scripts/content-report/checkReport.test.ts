import { describe, expect, it } from 'vitest'
import { cmsConfig } from '../../tooling/cms/cmsConfig.ts'
import type { Problem } from '../../lib/content/ContentError.ts'
import { contentTypes, filePattern } from '../../lib/content/contentTypes.ts'
import { copyContent, editFile } from '../../testing/contentFixture.ts'
import { checkReport, siteUrlForLinks } from './checkReport.ts'
import { entryAddress, inEditorWords } from './editorWords.ts'

const site = 'https://www.company.example'

describe('a problem in the editor’s words', () => {
  const problem = (file: string, field: string | undefined, message: string): Problem => ({ file, field, message })

  it.each([
    {
      problem: problem(
        'content/ar/about.yaml',
        'visionMission › vision › title',
        'is empty: write the text between the quotes',
      ),
      en: 'is empty. Write the text.',
      ar: 'فارغ. اكتب النص.',
    },
    {
      problem: problem('content/home.yaml', 'hero › heading', 'expected at most 80 characters, found 93 ("…")'),
      en: 'is too long: 93 characters, where 80 fit. Shorten it.',
      ar: 'أطول مما يتسع له: 93 حرفاً، والحد الأقصى 80. اختصره.',
    },
    {
      problem: problem('content/news/x.mdx', 'date', 'expected a date like 2024-05-01, found "last spring"'),
      en: 'is not a date. Pick the date from the calendar.',
      ar: 'ليس تاريخاً صحيحاً. اختر التاريخ من التقويم.',
    },
    {
      problem: problem(
        'content/initiatives/dubai-d33.mdx',
        'alignment › cards › item 1 › color',
        'expected "sky" or "emerald", found "red"',
      ),
      en: 'is "red", which is not one of its choices. Choose one of: sky, emerald.',
      ar: 'قيمته "red"، وهي ليست من خياراته. اختر واحداً مما يلي: sky، emerald.',
    },
    {
      problem: problem(
        'content/initiatives/dubai-d33.mdx',
        'link',
        'no page of this site is at "/vision/dubai-d34"; did you mean /vision/dubai-d33?',
      ),
      en: 'leads to /vision/dubai-d34, where the site has no page. Change it to /vision/dubai-d33.',
      ar: 'يؤدي إلى /vision/dubai-d34، ولا صفحة في الموقع بهذا العنوان. غيّره إلى /vision/dubai-d33.',
    },
    {
      problem: problem('content/ar/news/x.mdx', undefined, 'missing; translate content/news/x.mdx into it'),
      en: 'has no Arabic text yet. Open it, switch the second pane to Arabic, write each field and save.',
      ar: 'لم يُكتب نصه العربي بعد. افتحه، واختر العربية في اللوحة الثانية، واكتب كل حقل ثم احفظ.',
    },
    {
      problem: problem(
        'content/team/x.yaml',
        'image',
        'no file content/images/team/x.jpg; add the picture there or correct the name',
      ),
      en: 'has a problem: no file content/images/team/x.jpg; add the picture there or correct the name.',
      ar: 'فيه ما يحتاج إلى تصحيح. رسالة الفحص بالإنجليزية: «no file content/images/team/x.jpg; add the picture there or correct the name»',
    },
    {
      problem: problem(
        'content/ar/initiatives/dubai-d33.mdx',
        'text',
        'has other figures than content/initiatives/dubai-d33.mdx in its paragraph 2: English says 35 and 120, Arabic says 32 and 100; check them against the source and correct the language that is wrong',
      ),
      en: 'has other figures than its English twin in paragraph 2: English says 35 and 120, Arabic says 32 and 100. Check the figures against their source and correct the language that is wrong. A figure Arabic rightly writes in words is listed, with its reason, by a developer in lib/content/schemas/figuresInWords.ts.',
      ar: 'أرقامه تختلف عن نظيره الإنجليزي في الفقرة 2: النص الإنجليزي يذكر 35 و120، والنص العربي يذكر 32 و100. راجع الأرقام في مصدرها وصحّح اللغة التي أخطأت. أما الرقم الذي تكتبه العربية بالكلمات عن حق، فيضيفه أحد المطورين مع سببه إلى lib/content/schemas/figuresInWords.ts.',
    },
    {
      problem: problem(
        'content/ar/home.yaml',
        'hero › heading',
        'has other figures than content/home.yaml: English says 2033, Arabic says none; check them against the source and correct the language that is wrong',
      ),
      en: 'has other figures than its English twin: English says 2033, Arabic says none. Check the figures against their source and correct the language that is wrong. A figure Arabic rightly writes in words is listed, with its reason, by a developer in lib/content/schemas/figuresInWords.ts.',
      ar: 'أرقامه تختلف عن نظيره الإنجليزي: النص الإنجليزي يذكر 2033، ولا يذكر النص العربي أي رقم. راجع الأرقام في مصدرها وصحّح اللغة التي أخطأت. أما الرقم الذي تكتبه العربية بالكلمات عن حق، فيضيفه أحد المطورين مع سببه إلى lib/content/schemas/figuresInWords.ts.',
    },
    {
      problem: problem(
        'content/initiatives/dubai-d33.mdx',
        'summary',
        'has invisible characters (U+200B) after "ten-year agenda" (and in 2 more places); delete them: retype the words around them, or paste the text again as plain text',
      ),
      en: 'hides invisible characters (zero-width space) after "ten-year agenda", and in 2 more places. Delete them: retype the words around them, or paste the text again as plain text (Ctrl+Shift+V).',
      ar: 'فيه محارف خفية (مسافة صفرية العرض) بعد «ten-year agenda»، وفي موضعين آخرين. احذفها بإعادة كتابة الكلمات المحيطة بها، أو الصق النص من جديد نصاً عادياً (Ctrl+Shift+V).',
    },
    {
      problem: problem(
        'content/ar/initiatives/dubai-d33.mdx',
        'subtitle',
        'has invisible characters (U+E0000–U+E007F, U+200F) at its start; delete them: retype the words around them, or paste the text again as plain text',
      ),
      en: 'hides invisible characters (right-to-left mark, tag characters, as copied from the editor’s preview) at its start. Delete them: retype the words around them, or paste the text again as plain text (Ctrl+Shift+V).',
      ar: 'فيه محارف خفية (علامة الاتجاه من اليمين، محارف وسوم خفية، كالتي تُنسخ من معاينة المحرر) في أوله. احذفها بإعادة كتابة الكلمات المحيطة بها، أو الصق النص من جديد نصاً عادياً (Ctrl+Shift+V).',
    },
  ])('$problem.message', ({ problem: given, en, ar }) => {
    const say = (locale: 'en' | 'ar') => {
      const { what, fix } = inEditorWords(given, locale, site)
      return [/[.?!]$/.test(what) ? what : `${what}.`, fix].filter(Boolean).join(' ')
    }
    expect(say('en')).toBe(en)
    expect(say('ar')).toBe(ar)
  })

  it('opens every kind of entry in a collection the CMS has, by the name it gives the entry', () => {
    const collections = cmsConfig({ root: process.cwd(), backend: { name: 'test-repo' } }).collections as {
      name: string
      files?: { name: string; file: string }[]
      folder?: string
    }[]
    for (const type of contentTypes) {
      const file = `content/${filePattern(type).replace(/<[a-z]+>/, 'some-entry')}`
      const [, collection, entry] = /#\/collections\/([^/]+)\/entries\/(.+)$/.exec(entryAddress(file, 'en', site)!)!
      const inCms = collections.find((each) => each.name === collection)
      expect(inCms, `${file} in collection ${collection}`).toBeDefined()
      if (inCms!.files) expect(inCms!.files.map((each) => each.name)).toContain(entry)
      else
        expect([entry, inCms!.folder]).toEqual([
          'some-entry',
          `content/{{locale}}/${type.kind === 'collection' ? type.folder : ''}`,
        ])
    }
  })
})

describe('the report', () => {
  it('lists at most 40 problems per language, and says how many more the summary page has', () => {
    const problems = Array.from({ length: 45 }, (_, index) => ({
      file: 'content/home.yaml',
      field: 'hero › heading',
      message: `is empty: write the text between the quotes ${index}`,
    }))
    const report = checkReport(problems, site)
    expect(report).toContain('40. **Pages › Home page')
    expect(report).not.toContain('41. **')
    expect(report).toContain('…and 5 more, listed on the check’s summary page.')
    expect(report).toContain('…و5 غيرها في صفحة ملخص الفحص.')
  })

  it('keeps labels and messages as text, never as Markdown or HTML', () => {
    const report = checkReport([{ file: 'content/home.yaml', message: 'found "<script>" and *stars*' }], site)
    expect(report).toContain('found "\\<script\\>" and \\*stars\\*')
  })

  it('links the editor on SITE_URL, else on the company’s website, and leaves links out when neither is an address', () => {
    const root = copyContent()
    expect(siteUrlForLinks(root, { SITE_URL: 'https://staging.company.example/' })).toBe(
      'https://staging.company.example',
    )
    editFile(root, 'company.yaml', (text) =>
      text.replace(/^website: .*$/m, 'website: https://www.from-content.example'),
    )
    expect(siteUrlForLinks(root, {})).toBe('https://www.from-content.example')
    editFile(root, 'company.yaml', (text) => text.replace(/^website: .*$/m, 'website: soon'))
    expect(siteUrlForLinks(root, {})).toBeUndefined()
    expect(checkReport([{ file: 'content/home.yaml', message: 'is empty' }], undefined)).not.toContain('](')
  })
})
