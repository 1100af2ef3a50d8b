// `npm run check:content`: reads and checks every file under content/ in every language (fields, cross-references,
// links, MDX bodies, and that each translation mirrors the English) and prints every problem at once, in words an
// editor can act on, each at its file, line and column. It is also run by the build. In a GitHub Actions run
// (GITHUB_ACTIONS=true) each problem is also an annotation on its line of the pull request, for reviewers. Where
// GITHUB_STEP_SUMMARY names a file, the result goes there in the editor's words (scripts/content-report/), and where
// CONTENT_REPORT does, there too, for scripts/check-comment.ts to post on the pull request; with TRANSLATIONS_BASE (the
// pull request's base branch), the report also lists the Arabic texts the pull request's English changes left behind.
import fs from 'node:fs'
import { ContentError, type Problem } from '../lib/content/ContentError.ts'
import { withEntryTitles } from '../lib/content/entryTitles.ts'
import { checkCodeInBodies, checkCodeInFiles } from './check-content/checkCodeInBodies.ts'
import { checkMdxBodies } from './check-content/checkMdxBodies.ts'
import { annotation } from './content-report/githubAnnotations.ts'
import { arabicToUpdate } from './content-report/arabicToUpdate.ts'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { contentRoot } from '../lib/content/readContent.ts'
import { checkReport, passedReport, siteUrlForLinks } from './content-report/checkReport.ts'

/**
 * The result for the people who made the change: the job's summary page, and the file the comment is made from. Where
 * TRANSLATIONS_BASE names the pull request's base, the Arabic texts its English changes left behind follow.
 */
function report(markdown: string): void {
  if (!process.env.GITHUB_STEP_SUMMARY && !process.env.CONTENT_REPORT) return
  const section = arabicToUpdate(contentRoot(), process.env.TRANSLATIONS_BASE, siteUrlForLinks(contentRoot()))
  const whole = section ? `${markdown}\n${section}` : markdown
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, whole)
  if (process.env.CONTENT_REPORT) fs.writeFileSync(process.env.CONTENT_REPORT, whole)
}

try {
  // Code in a body is said first and alone: what else the body then seems to hold (a figure, a Latin word in Arabic)
  // is part of the code, and goes with it.
  const code = checkCodeInFiles(contentRoot())
  if (code.length > 0) throw new ContentError(withEntryTitles(code, contentRoot()))
  const languages = Object.values(loadEveryLanguage())
  const problems: Problem[] = []
  for (const content of languages) {
    const code = checkCodeInBodies(content)
    problems.push(...code)
    try {
      await checkMdxBodies(content, new Set(code.map((problem) => problem.file)))
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(...error.details)
    }
  }
  if (problems.length > 0) throw new ContentError(withEntryTitles(problems, contentRoot()))
  const [content] = languages
  const counts = [
    `${content!.initiatives.length} initiatives`,
    `${content!.solutions.length} solutions`,
    `${content!.news.length} news items`,
    `${content!.legal.length} legal pages`,
    `${content!.team.length} team members`,
  ]
  report(passedReport())
  console.log(
    `Content is valid in ${languages.map((each) => each.locale).join(' and ')}: ${counts.join(', ')} in each.`,
  )
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  if (process.env.GITHUB_ACTIONS === 'true') for (const problem of error.details) console.log(annotation(problem))
  report(checkReport(error.details, siteUrlForLinks(contentRoot())))
  process.exitCode = 1
}
