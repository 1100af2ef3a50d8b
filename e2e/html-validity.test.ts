// Every built page is valid HTML by the Nu HTML checker (errors only, not warnings), on the build the browser tests
// run against (the global setup built it). Needs Java: without it the tests fail saying what to install, rather than
// skip, so CI cannot pass without having checked.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { localePath } from '../lib/locales.ts'
import { builtPages } from '../testing/service/builtSite.ts'
import { type HtmlError, checkHtml, describeHtmlError } from '../testing/htmlValidity.ts'
import { baseURL } from '../testing/browser/pages.ts'

const pages = builtPages(path.resolve('dist/client'))

// A page with one known error, checked in the same run: proves the checker ran and that its report is read right, so
// a clean result means clean pages.
const fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'))
const brokenPage = path.join(fixtureDir, 'no-title.html')
fs.writeFileSync(
  brokenPage,
  '<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"></head>\n<body><p>No title</p></body>\n</html>\n',
)

// Pages the service writes from a built one: the search page with results, and with none, in both languages.
const answered = Object.values(loadEveryLanguage()).flatMap((content) => {
  const search = localePath(content.locale, '/search')
  return [`${search}?q=${encodeURIComponent(content.initiatives[0]!.data.title)}`, `${search}?q=zzqxj`]
})
const answerFile = (address: string, index: number) =>
  path.join(fixtureDir, `answer-${index}-${address.replace(/\W+/g, '-')}.html`)

describe('every built page is valid HTML (Nu HTML checker)', () => {
  let errors: HtmlError[] = []
  beforeAll(async () => {
    for (const [index, address] of answered.entries()) {
      const response = await fetch(`${baseURL()}${address}`)
      fs.writeFileSync(answerFile(address, index), await response.text())
    }
    errors = checkHtml([...pages.map((page) => page.file), ...answered.map(answerFile), brokenPage])
  }, 120_000)
  afterAll(() => fs.rmSync(fixtureDir, { recursive: true, force: true }))

  it('the checker finds the error of a page without a <title>', () => {
    expect(
      errors.filter((error) => error.file === brokenPage).map((error) => describeHtmlError(error, 'no-title.html')),
    ).toEqual([
      expect.stringMatching(
        /^no-title\.html:3:\d+: Element “head” is missing a required instance of child element “title”\.$/,
      ),
    ])
  })

  it.each([
    ...pages.map((page) => [page.route, page.file] as const),
    ...answered.map((address, index) => [`${address} (the service's answer)`, answerFile(address, index)] as const),
  ])('%s', (route, file) => {
    const found = errors.filter((error) => error.file === file).map((error) => describeHtmlError(error, route))
    expect(found, `${route} (${path.relative(process.cwd(), file)}) has HTML errors`).toEqual([])
  })
})
