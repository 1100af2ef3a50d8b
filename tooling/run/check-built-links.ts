// Build step: fails `npm run build` when a link of any built page, in either language, leads to no page or to an
// anchor its page does not have (tooling/postbuild/brokenLinks.ts).
import path from 'node:path'
import { readCompiledContent } from '../../lib/content/compiledContent.ts'
import { resolveSiteUrl } from '../../lib/siteUrl.ts'
import { brokenLinks, formatBrokenLinks } from '../postbuild/brokenLinks.ts'

const root = path.resolve(process.argv[2] ?? 'dist/client')
const { en } = readCompiledContent(path.dirname(root))
const broken = brokenLinks(root, resolveSiteUrl(en.company.website))
if (broken.length > 0) {
  console.error(formatBrokenLinks(broken))
  process.exitCode = 1
} else {
  console.log('check-links: every link of every built page leads to a page and, where it names one, to its section')
}
