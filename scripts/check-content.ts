// `npm run check:content`: reads and checks every file under content/ (fields, cross-references, MDX bodies) and
// prints every problem at once, in words an editor can act on. It is also run by the build.
import { ContentError } from '../lib/content/ContentError.ts'
import { checkMdxBodies } from '../lib/content/checkMdxBodies.ts'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'

try {
  const content = loadSiteContent()
  await checkMdxBodies(content)
  const counts = [
    `${content.initiatives.length} initiatives`,
    `${content.solutions.length} solutions`,
    `${content.news.length} news items`,
    `${content.legal.length} legal pages`,
    `${content.team.length} team members`,
  ]
  console.log(`Content is valid: ${counts.join(', ')}.`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
