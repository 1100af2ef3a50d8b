import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ContentError } from '../../lib/content/ContentError.ts'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { copyContent, editFile } from '../../testing/contentFixture.ts'
import { checkReport, passedReport } from './checkReport.ts'

const run = promisify(execFile)
const site = 'https://www.company.example'

describe('npm run check:content on a pull request', () => {
  it('writes, for an empty Arabic title and a missing Arabic news item, a summary in the editor’s labels with links into /admin', async () => {
    const root = copyContent()
    editFile(root, 'ar/about.yaml', (text) => text.replace(/^(\s+title: ).*$/m, "$1''"))
    const [newsItem] = fs.readdirSync(path.join(root, 'ar/news'))
    fs.rmSync(path.join(root, 'ar/news', newsItem!))
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'))
    const summary = path.join(folder, 'summary.md')
    const report = path.join(folder, 'report.md')

    const result = await run(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
      env: {
        ...process.env,
        CONTENT_DIR: root,
        GITHUB_ACTIONS: 'true',
        GITHUB_STEP_SUMMARY: summary,
        CONTENT_REPORT: report,
        SITE_URL: site,
      },
    }).then(
      () => ({ code: 0 }),
      (error: { code: number }) => error,
    )

    expect(result.code).toBe(1)
    const written = fs.readFileSync(summary, 'utf8')
    expect(fs.readFileSync(report, 'utf8')).toBe(written)
    const entry = newsItem!.replace(/\.mdx$/, '')
    // Named by its English headline, which the editor's list shows until the Arabic is written.
    const title = /^title: (.*)$/m.exec(fs.readFileSync(path.join(root, 'news', newsItem!), 'utf8'))![1]
    // The empty title: where the CMS shows it, what is wrong, the fix, and the entry in each language's editor.
    expect(written).toContain(
      '**Pages › About page › Vision and mission › Vision box › Box title (Arabic)** is empty. Write the text. ' +
        `[Open in the editor](${site}/admin/#/collections/pages/entries/about)`,
    )
    expect(written).toContain(
      '**الصفحات › صفحة من نحن › الرؤية والرسالة › مربع الرؤية › عنوان المربع (العربية)** فارغ. اكتب النص. ' +
        `[افتحه في المحرر](${site}/admin/ar/#/collections/pages/entries/about)`,
    )
    // The missing translation: the entry it belongs to, and how to write it.
    expect(written).toContain(
      `**News items › ${title} (Arabic)** has no Arabic text yet. Open it, switch the second pane to Arabic, write each field and save. ` +
        `[Open in the editor](${site}/admin/#/collections/news/entries/${entry})`,
    )
    expect(written).toContain('<div dir="rtl" lang="ar">')
    // The files and lines stay, folded, for reviewers.
    expect(written).toMatch(/<details><summary>For reviewers[\s\S]*content\/ar\/about\.yaml:\d+:\d+: /)
  })

  it('writes that every field is filled in when the content passes', async () => {
    const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'report.md')
    await run(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
      env: { ...process.env, CONTENT_DIR: copyContent(), CONTENT_REPORT: report },
    })
    expect(fs.readFileSync(report, 'utf8')).toBe(passedReport())
  })
})

/**
 * What an editor reads when content/ has `change`: the check's lines (the console and the reviewers' list), and the
 * problems of the pull request's report in its English and its Arabic section.
 */
function whatTheEditorReads(change: (root: string) => void) {
  const root = copyContent()
  change(root)
  try {
    loadEveryLanguage(root)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    const report = checkReport(error.details, site)
    const [english, arabic] = report.split('<div dir="rtl" lang="ar">')
    const problems = (section: string) => section.split('\n').filter((line) => /^\d+\. /.test(line))
    return { check: error.problems, english: problems(english!), arabic: problems(arabic!.split('</div>')[0]!) }
  }
  throw new Error('the content check passed')
}

const subtitle = /^subtitle: .*$/m

describe('the content check, in the editor’s words', () => {
  it('fails on an Arabic subtitle in the English D33 file and on an English subtitle in the Arabic one', () => {
    expect(
      whatTheEditorReads((root) => {
        editFile(root, 'initiatives/dubai-d33.mdx', (text) =>
          text.replace(subtitle, 'subtitle: مضاعفة اقتصاد المستقبل'),
        )
        editFile(root, 'ar/initiatives/dubai-d33.mdx', (text) =>
          text.replace(subtitle, 'subtitle: Doubling the Future Economy'),
        )
      }),
    ).toMatchInlineSnapshot(`
      {
        "arabic": [
          "1. **المبادرات › أجندة دبي الاقتصادية (D33) › السطر تحت الاسم (الإنجليزية)** فيه كلمات عربية في النص الإنجليزي: «مضاعفة اقتصاد المستقبل». اكتبه بالإنجليزية، فمكان النص العربي هو الحقل نفسه في النسخة العربية. [افتحه في المحرر](https://www.company.example/admin/ar/#/collections/initiatives/entries/dubai-d33)",
          "2. **المبادرات › أجندة دبي الاقتصادية (D33) › السطر تحت الاسم (العربية)** ليس بالعربية: «Doubling the Future Economy». ترجمه إلى العربية. لا يبقى بالحروف اللاتينية إلا اسم يُكتب بها في العربية أيضاً، مثل D33؛ ولإضافة اسم إلى تلك القائمة اطلب ذلك من أحد المطورين. [افتحه في المحرر](https://www.company.example/admin/ar/#/collections/initiatives/entries/dubai-d33)",
        ],
        "check": [
          "content/initiatives/dubai-d33.mdx:3:11: Initiatives › Dubai Economic Agenda (D33) › Line under the name (English): has Arabic words ("مضاعفة اقتصاد المستقبل") in English text; write it in English, and the Arabic in the same field of the Arabic version (docs/content-guide.md#initiative-subtitle)",
          "content/ar/initiatives/dubai-d33.mdx:3:11: Initiatives › Dubai Economic Agenda (D33) › Line under the name (Arabic): has words that are not Arabic ("Doubling the Future Economy"); translate them, or, for a name Arabic writes in Latin letters too, add it with the reason to lib/content/schemas/keptInLatin.ts (docs/content-guide.md#initiative-subtitle)",
        ],
        "english": [
          "1. **Initiatives › Dubai Economic Agenda (D33) › Line under the name (English)** has Arabic words in the English text: "مضاعفة اقتصاد المستقبل". Write it in English; the Arabic belongs in the same field of the Arabic version. [Open in the editor](https://www.company.example/admin/#/collections/initiatives/entries/dubai-d33)",
          "2. **Initiatives › Dubai Economic Agenda (D33) › Line under the name (Arabic)** is not in Arabic: "Doubling the Future Economy". Translate it into Arabic. Only a name that Arabic writes in Latin letters too, such as D33, may stay; to add one to that list, ask a developer. [Open in the editor](https://www.company.example/admin/#/collections/initiatives/entries/dubai-d33)",
        ],
      }
    `)
  })

  it('says a removed English subtitle once, about the English', () => {
    expect(
      whatTheEditorReads((root) =>
        editFile(root, 'initiatives/dubai-d33.mdx', (text) => text.replace(/^subtitle: .*\n/m, '')),
      ),
    ).toMatchInlineSnapshot(`
      {
        "arabic": [
          "1. **المبادرات › أجندة دبي الاقتصادية (D33) › السطر تحت الاسم (الإنجليزية)** غير مملوء. املأ هذا الحقل. [افتحه في المحرر](https://www.company.example/admin/ar/#/collections/initiatives/entries/dubai-d33)",
        ],
        "check": [
          "content/initiatives/dubai-d33.mdx:2:1: Initiatives › Dubai Economic Agenda (D33) › Line under the name (English) is missing: add it (expected text) (docs/content-guide.md#initiative-subtitle)",
        ],
        "english": [
          "1. **Initiatives › Dubai Economic Agenda (D33) › Line under the name (English)** is not filled in. Fill it in. [Open in the editor](https://www.company.example/admin/#/collections/initiatives/entries/dubai-d33)",
        ],
      }
    `)
  })

  it('says a broken English link once, about the English, never asking the Arabic to copy it', () => {
    expect(
      whatTheEditorReads((root) =>
        editFile(root, 'legal/terms-of-service.mdx', (text) => text.replace('](/privacy-policy)', '](/privacy-polcy)')),
      ),
    ).toMatchInlineSnapshot(`
      {
        "arabic": [
          "1. **الصفحات القانونية › شروط الخدمة › النص القانوني › رابط في النص (الإنجليزية)** يؤدي إلى /privacy-polcy، ولا صفحة في الموقع بهذا العنوان. غيّره إلى /privacy-policy. [افتحه في المحرر](https://www.company.example/admin/ar/#/collections/legal/entries/terms-of-service)",
        ],
        "check": [
          "content/legal/terms-of-service.mdx:52:111: Legal pages › Terms of Service › Legal text › A link in the text (English): no page of this site is at "/privacy-polcy"; did you mean /privacy-policy? (docs/content-guide.md#legal)",
        ],
        "english": [
          "1. **Legal pages › Terms of Service › Legal text › A link in the text (English)** leads to /privacy-polcy, where the site has no page. Change it to /privacy-policy. [Open in the editor](https://www.company.example/admin/#/collections/legal/entries/terms-of-service)",
        ],
      }
    `)
  })

  it('fails on an Arabic news item filed under another category than its English', () => {
    expect(
      whatTheEditorReads((root) =>
        editFile(root, 'ar/news/dubai-ev-taxi-chargers.mdx', (text) =>
          text.replace(/^category: .*$/m, 'category: الشركة'),
        ),
      ),
    ).toMatchInlineSnapshot(`
      {
        "arabic": [
          "1. **الأخبار › دبي تنشر 208 شواحن فائقة السرعة للمركبات الكهربائية لأسطول سيارات الأجرة › تصنيف الخبر (العربية)** قيمته «الشركة»، أي «Company» بالإنجليزية، بينما اختارت النسخة الإنجليزية «UAE & Dubai Innovation». اختر «الابتكار في الإمارات ودبي»، أي الاختيار نفسه الذي في النسخة الإنجليزية. [افتحه في المحرر](https://www.company.example/admin/ar/#/collections/news/entries/dubai-ev-taxi-chargers)",
        ],
        "check": [
          "content/ar/news/dubai-ev-taxi-chargers.mdx:2:11: News items › Dubai rolls out 208 ultra-fast EV chargers for its taxi fleet › News category (Arabic) is "الشركة", which is "Company" in English, where content/news/dubai-ev-taxi-chargers.mdx chose "UAE & Dubai Innovation"; choose "الابتكار في الإمارات ودبي" (docs/content-guide.md#news-item-category)",
        ],
        "english": [
          "1. **News items › Dubai rolls out 208 ultra-fast EV chargers for its taxi fleet › News category (Arabic)** is "الشركة", which stands for "Company", where the English chose "UAE & Dubai Innovation". Choose "الابتكار في الإمارات ودبي", the same choice as in English. [Open in the editor](https://www.company.example/admin/#/collections/news/entries/dubai-ev-taxi-chargers)",
        ],
      }
    `)
  })
})
