// The build's steps after `vike build` (`npm run build`), in one process and in this order: each reads what `vike
// build` and the steps before it wrote in dist/. A step that throws stops the build with its message.
import fs from 'node:fs'
import path from 'node:path'
import { readCompiledContent } from '../../lib/content/compiledContent.ts'
import { indexFile } from '../../lib/search/searchIndex.ts'
import { resolveSiteUrl } from '../../lib/siteUrl.ts'
import { writeAdmin } from '../cms/writeAdmin.ts'
import { writeTranslations } from '../translations/writeTranslations.ts'
import { brokenLinks, formatBrokenLinks } from '../postbuild/brokenLinks.ts'
import { inlineCss } from '../postbuild/inlineCss.ts'
import { precompress } from '../postbuild/precompress.ts'
import { buildSearchIndex, searchDocuments } from '../postbuild/searchDocuments.ts'
import { shortenClassNames } from '../postbuild/shortClassNames.ts'
import { bundleService } from '../postbuild/serviceBundle.ts'

const dist = path.resolve('dist')
const client = path.join(dist, 'client')
// The words `vike build` checked and wrote, read once for every step that needs them.
const contents = readCompiledContent(dist)

/** Fails the build when a link of a built page, in either language, leads to no page or to an anchor it lacks. */
function checkBuiltLinks(): string {
  const broken = brokenLinks(client, resolveSiteUrl(contents.en.company.website))
  if (broken.length > 0) throw new Error(formatBrokenLinks(broken))
  return 'every link of every built page leads to a page and, where it names one, to its section'
}

/** The search index of each language, from the words of its built pages, for the service to load at start. */
function writeSearchIndexes(): string {
  const summary: string[] = []
  for (const [locale, content] of Object.entries(contents)) {
    const documents = searchDocuments(client, content)
    const file = path.join(dist, indexFile(content.locale))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const json = buildSearchIndex(documents)
    fs.writeFileSync(file, json)
    summary.push(`${locale} ${documents.length} pages (${Math.round(json.length / 1024)} KiB)`)
  }
  return summary.join(', ')
}

const steps: Array<[name: string, run: () => string | Promise<string>]> = [
  ['inline-css', () => inlineCss(client)],
  ['check-links', checkBuiltLinks],
  ['search-index', writeSearchIndexes],
  ['admin', () => writeAdmin(dist, contents)],
  // After the editor, whose step empties dist/client/admin: the Arabic to update, flagged in the editor.
  ['translations', () => writeTranslations(client)],
  // After every step that reads the pages by their classes (the search index leaves out .sr-only text).
  ['short-class-names', () => shortenClassNames(client, dist)],
  // After every step that writes a file the server sends.
  ['precompress', () => precompress(client)],
  // Last: it stamps the build as complete.
  ['service', bundleService],
]

for (const [name, run] of steps) {
  try {
    console.log(`${name}: ${await run()}`)
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
