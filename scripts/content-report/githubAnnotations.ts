import { type Problem, problemSentence, problemText } from '../../lib/content/ContentError.ts'

// GitHub shows a workflow command `::error file=...,line=...::message` printed by a step as an annotation on that
// line of the pull request's diff. Escaped exactly as the Actions toolkit (@actions/core) escapes them.
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')

/**
 * One problem as an annotation on its file, at its line and column when it has them, titled by its field's keys (what
 * a developer reads in the file) and saying it in the editor's words.
 */
export function annotation(problem: Problem): string {
  const { file, at, field } = problem
  const properties = [
    `file=${escapeProperty(file)}`,
    ...(at ? [`line=${at.line}`, `col=${at.col}`] : []),
    `title=${escapeProperty(field ?? 'content')}`,
  ]
  return `::error ${properties.join(',')}::${escapeData(problemSentence(problem))}`
}

/**
 * GitHub keeps only the first 10 annotations of a step: the whole list also goes to the job's summary page
 * ($GITHUB_STEP_SUMMARY), as Markdown.
 */
export function stepSummary(problems: readonly Problem[]): string {
  const lines = problems.map((problem) => `- \`${problemText(problem).replaceAll('`', "'")}\``)
  return [
    `### The website content has ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`,
    '',
    ...lines,
    '',
  ].join('\n')
}
