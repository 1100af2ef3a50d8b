// `npm run check:content`: reads and checks every file under content/ in every language (fields, cross-references,
// links, MDX bodies, and that each translation mirrors the English) and prints every problem at once, in words an
// editor can act on, each at its file, line and column. It is also run by the build. In a GitHub Actions run
// (GITHUB_ACTIONS=true) each problem is also an annotation on its line of the pull request, and the whole list goes to
// the job's summary.
import fs from 'node:fs'
import { ContentError, type Problem } from '../lib/content/ContentError.ts'
import { checkMdxBodies } from '../lib/mdx/checkMdxBodies.ts'
import { annotation, stepSummary } from '../lib/content/githubAnnotations.ts'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'

try {
  const languages = Object.values(loadEveryLanguage())
  const problems: Problem[] = []
  for (const content of languages) {
    try {
      await checkMdxBodies(content)
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(...error.details)
    }
  }
  if (problems.length > 0) throw new ContentError(problems)
  const [content] = languages
  const counts = [
    `${content!.initiatives.length} initiatives`,
    `${content!.solutions.length} solutions`,
    `${content!.news.length} news items`,
    `${content!.legal.length} legal pages`,
    `${content!.team.length} team members`,
  ]
  console.log(
    `Content is valid in ${languages.map((each) => each.locale).join(' and ')}: ${counts.join(', ')} in each.`,
  )
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  if (process.env.GITHUB_ACTIONS === 'true') {
    for (const problem of error.details) console.log(annotation(problem))
    if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, stepSummary(error.details))
  }
  process.exitCode = 1
}
