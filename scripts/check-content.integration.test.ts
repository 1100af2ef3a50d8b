import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { copyContent, editFile } from '../testing/contentFixture.ts'

const run = promisify(execFile)

/** An entry's English title, as the editor's lists name it and so the check's messages do. */
const titleOf = (root: string, file: string) =>
  YAML.parse(/^title: (.*)$/m.exec(fs.readFileSync(path.join(root, file), 'utf8'))![1]!) as string
/** A title, written into a regular expression as itself. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The line of the first line of `file` (in the copy) that matches `pattern`, counted from 1. */
const lineOf = (root: string, file: string, pattern: RegExp) =>
  fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .findIndex((line) => pattern.test(line)) + 1

describe('npm run check:content in a GitHub Actions run', () => {
  it('with a bad date, a wrong colour and a broken link: one annotation per problem on its line, all in the summary, and a failure', async () => {
    const root = copyContent()
    editFile(root, 'news/dubai-ev-taxi-chargers.mdx', (text) => text.replace(/^date: .*$/m, 'date: last spring'))
    // A wrong colour, as an editor would write it in both languages.
    for (const file of ['initiatives/net-zero-2050.mdx', 'ar/initiatives/net-zero-2050.mdx']) {
      editFile(root, file, (text) => text.replace('      color: sky', '      color: red'))
    }
    // A link to a page that does not exist, added in both languages.
    editFile(
      root,
      'initiatives/dubai-d33.mdx',
      (text) => `${text.trimEnd()}\n\nSee [the plan](/vision/no-such-initiative).\n`,
    )
    editFile(
      root,
      'ar/initiatives/dubai-d33.mdx',
      (text) => `${text.trimEnd()}\n\nانظر [الخطة](/vision/no-such-initiative).\n`,
    )
    const summary = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'summary.md')

    const result = await run(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
      env: { ...process.env, CONTENT_DIR: root, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
    }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    )

    expect(result.code).toBe(1)
    const netZero = titleOf(root, 'initiatives/net-zero-2050.mdx')
    const d33 = literally(titleOf(root, 'initiatives/dubai-d33.mdx'))
    const chargers = titleOf(root, 'news/dubai-ev-taxi-chargers.mdx')
    const colour = lineOf(root, 'initiatives/net-zero-2050.mdx', /color: red/)
    const link = lineOf(root, 'initiatives/dubai-d33.mdx', /no-such-initiative/)
    expect(result.stdout.trim().split('\n')).toEqual([
      `::error file=content/initiatives/net-zero-2050.mdx,line=${colour},col=14,title=alignment › cards › item 1 › color::Initiatives › ${netZero} › Alignment section › Alignment cards › 1 › Alignment card colour (English): expected "sky" or "emerald", found "red" (docs/content-guide.md#initiative-alignment-cards-color)`,
      `::error file=content/news/dubai-ev-taxi-chargers.mdx,line=${lineOf(root, 'news/dubai-ev-taxi-chargers.mdx', /^date:/)},col=7,title=date::News items › ${chargers} › Publication date (English): expected a date like 2024-05-01, found "last spring" (docs/content-guide.md#news-item-date)`,
      // The nearest address of the site is suggested; which one that is depends on the initiatives there are.
      expect.stringMatching(
        new RegExp(
          `^::error file=content/initiatives/dubai-d33\\.mdx,line=${link},col=16,title=link::Initiatives › ${d33} › National Vision text › A link in the text \\(English\\): no page of this site is at "/vision/no-such-initiative"; did you mean /vision/[a-z0-9-]+\\? \\(docs/content-guide\\.md#initiative\\)$`,
        ),
      ),
      `::error file=content/ar/initiatives/net-zero-2050.mdx,line=${lineOf(root, 'ar/initiatives/net-zero-2050.mdx', /color: red/)},col=14,title=alignment › cards › item 1 › color::Initiatives › ${netZero} › Alignment section › Alignment cards › 1 › Alignment card colour (Arabic): expected "sky" or "emerald", found "red" (docs/content-guide.md#initiative-alignment-cards-color)`,
      expect.stringMatching(
        new RegExp(
          `^::error file=content/ar/initiatives/dubai-d33\\.mdx,line=${lineOf(root, 'ar/initiatives/dubai-d33.mdx', /no-such-initiative/)},col=14,title=link::Initiatives › ${d33} › National Vision text › A link in the text \\(Arabic\\): no page of this site is at "/vision/no-such-initiative"; did you mean /vision/[a-z0-9-]+\\? \\(docs/content-guide\\.md#initiative\\)$`,
        ),
      ),
    ])
    const listed = fs.readFileSync(summary, 'utf8')
    expect(listed).toContain('The website content has 5 problems')
    expect(listed.match(/^- /gm)).toHaveLength(5)
  })
})

describe('npm run check:content keeps the two languages one fact set, with nothing invisible', () => {
  const check = (root: string) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
      env: { ...process.env, CONTENT_DIR: root, GITHUB_ACTIONS: '' },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    )

  it('passes the content as it is', async () => {
    expect((await check(copyContent())).code).toBe(0)
  })

  it('fails when a figure of the English D33 text changes alone, naming the entry and both figures', async () => {
    const root = copyContent()
    const before = /AED (\d+) trillion/.exec(fs.readFileSync(path.join(root, 'initiatives/dubai-d33.mdx'), 'utf8'))![1]!
    const after = String(Number(before) + 3)
    editFile(root, 'initiatives/dubai-d33.mdx', (text) =>
      text.replace(`AED ${before} trillion`, `AED ${after} trillion`),
    )

    const result = await check(root)

    expect(result.code).toBe(1)
    const title = titleOf(root, 'initiatives/dubai-d33.mdx')
    const line = lineOf(root, 'ar/initiatives/dubai-d33.mdx', new RegExp(`${before} تريليون`))
    expect(result.stderr).toContain(
      `content/ar/initiatives/dubai-d33.mdx:${line}:1: Initiatives › ${title} › National Vision text (Arabic): has other figures than content/initiatives/dubai-d33.mdx in its paragraph 2: English says ${after}, Arabic says ${before};`,
    )
    expect(result.stderr).toContain('The website content has 1 problem:')
  })

  it('fails on a zero-width space in an English field and on tag characters after an Arabic subtitle, naming the entry', async () => {
    const root = copyContent()
    editFile(root, 'initiatives/dubai-d33.mdx', (text) => text.replace(/^(summary: \S+) /m, '$1\u200B '))
    editFile(root, 'ar/initiatives/dubai-d33.mdx', (text) =>
      text.replace(/^(subtitle: .*)$/m, '$1\u{E0001}\u{E0073}\u{E0075}\u{E0062}\u{E007F}'),
    )

    const result = await check(root)

    expect(result.code).toBe(1)
    const title = titleOf(root, 'initiatives/dubai-d33.mdx')
    const summary = fs.readFileSync(path.join(root, 'initiatives/dubai-d33.mdx'), 'utf8')
    const firstWord = /^summary: (\S+)\u200B/m.exec(summary)![1]
    const subtitle = /^subtitle: (.*?)\u{E0001}/mu.exec(
      fs.readFileSync(path.join(root, 'ar/initiatives/dubai-d33.mdx'), 'utf8'),
    )![1]
    expect(result.stderr).toContain(
      `Initiatives › ${title} › Card summary (English): has invisible characters (U+200B) after "${firstWord}";`,
    )
    expect(result.stderr).toContain(
      `Initiatives › ${title} › Line under the name (Arabic): has invisible characters (U+E0000–U+E007F) after "${subtitle}";`,
    )
  })
})
