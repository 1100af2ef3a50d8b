import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { readFields } from '../../lib/content/frontMatter.ts'
import { editorPlace } from '../../lib/content/labels.ts'
import { copyContent, editFile } from '../../testing/contentFixture.ts'

const run = promisify(execFile)
const site = 'https://www.company.example'
const file = 'initiatives/dubai-d33.mdx'

describe('npm run check:content on a body that holds code', () => {
  it('fails, in both languages, naming the entry by its title, and runs none of it', async () => {
    const root = copyContent()
    // Were the English body evaluated, the check would end with code 7 rather than report it.
    editFile(root, file, (text) => `${text}\nOne more line {process.exit(7)}\n\nimport fs from 'node:fs'\n`)
    editFile(root, `ar/${file}`, (text) => `${text}\nسطر آخر {[1+1]+[]}\n`)
    const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'report.md')

    const result = await run(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
      env: { ...process.env, CONTENT_DIR: root, CONTENT_REPORT: report, SITE_URL: site },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    )

    expect(result.code).toBe(1)
    const titles = {
      en: (readFields(path.join(root, file))!.data as { title: string }).title,
      ar: (readFields(path.join(root, 'ar', file))!.data as { title: string }).title,
    }
    const english = editorPlace(`content/${file}`, ['text'], 'en', titles)!
    const arabic = editorPlace(`content/ar/${file}`, ['text'], 'en', titles)!
    expect(english).toContain(titles.en)
    const lines = result.stderr.split('\n')
    const lineOf = (at: string, what: string) => lines.find((line) => line.includes(at) && line.includes(what))
    expect(lineOf(english, '"{process.exit(7)}"')).toMatch(
      /content\/initiatives\/dubai-d33\.mdx:\d+:\d+: .*: holds code, which the site never runs: an expression in curly braces/,
    )
    expect(lineOf(arabic, '"{[1+1]+[]}"')).toMatch(/content\/ar\/initiatives\/dubai-d33\.mdx:\d+:\d+: /)
    expect(lineOf(english, `"import fs from 'node:fs'"`)).toContain('an import or export line')

    // The pull request's report, in each editor's language: the entry by its title, what it holds, what to do.
    const [inEnglish, inArabic] = fs.readFileSync(report, 'utf8').split('<div dir="rtl" lang="ar">')
    expect(inEnglish).toContain(
      `**${english}** holds an expression in curly braces ("{process.exit(7)}"), and the site never runs code. Remove it.`,
    )
    const arabicPlace = editorPlace(`content/ar/${file}`, ['text'], 'ar', titles)!
    expect(arabicPlace).toContain(titles.ar)
    // Markdown escapes the brackets of {[1+1]+[]} in the report; the editor reads them as written.
    expect(inArabic).toMatch(
      new RegExp(
        `\\*\\*${arabicPlace.replace(/[()]/g, '\\$&')}\\*\\* فيه عبارة بين قوسين معقوفين \\(«\\{.*\\}»\\)، والموقع لا يشغّل أي شيفرة برمجية\\. احذف ذلك\\.`,
      ),
    )
    expect(inEnglish).toContain('holds an import or export line ("import fs from \'node:fs\'")')
  })
})
