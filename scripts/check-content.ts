// `npm run check:content`: reads and checks every file under content/ in every language (fields, cross-references,
// MDX bodies, and that each translation mirrors the English) and prints every problem at once, in words an editor can
// act on. It is also run by the build.
import { ContentError } from '../lib/content/ContentError.ts'
import { checkMdxBodies } from '../lib/content/checkMdxBodies.ts'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'

try {
  const languages = Object.values(loadEveryLanguage())
  for (const content of languages) await checkMdxBodies(content)
  const [content] = languages
  const counts = [
    `${content!.initiatives.length} initiatives`,
    `${content!.solutions.length} solutions`,
    `${content!.news.length} news items`,
    `${content!.legal.length} legal pages`,
    `${content!.team.length} team members`,
  ]
  console.log(`Content is valid in ${languages.map((each) => each.locale).join(' and ')}: ${counts.join(', ')} in each.`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
