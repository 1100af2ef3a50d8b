// Build step: the search index of each language, made from the words of the built pages, for the service to load at
// start (services/search/). Run after `vike build`; reads dist/client and dist/content/, and writes
// dist/search/<language>.json.
import fs from 'node:fs'
import path from 'node:path'
import { readCompiledContent } from '../../lib/content/compiledContent.ts'
import { indexFile } from '../../lib/search/searchIndex.ts'
import { buildSearchIndex, searchDocuments } from '../postbuild/searchDocuments.ts'

const dist = path.resolve('dist')
const summary: string[] = []
for (const [locale, content] of Object.entries(readCompiledContent(dist))) {
  const documents = searchDocuments(path.join(dist, 'client'), content)
  const file = path.join(dist, indexFile(content.locale))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const json = buildSearchIndex(documents)
  fs.writeFileSync(file, json)
  summary.push(`${locale} ${documents.length} pages (${Math.round(json.length / 1024)} KiB)`)
}
console.log(`search-index: ${summary.join(', ')}`)
