// `tsx scripts/check-comment.ts --report FILE [--previews FILE] [--artifact-url URL]`, run by the content workflow on a
// pull request: posts the content check's report (written by `npm run check:content` to CONTENT_REPORT) and the table
// of the changed pages' pictures (from `npm run preview:changes`) as one comment, changed in place on every run.
// Reads GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_EVENT_PATH (the pull request) and GITHUB_API_URL as GitHub Actions
// sets them. Without a pull request or a token it prints the comment and posts nothing. A comment that cannot be
// posted (a fork's read-only token) is a warning: the check's own result stands either way.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { composeComment, postOrUpdate, type Previews } from './content-report/pullRequestComment.ts'

const { values } = parseArgs({
  options: { report: { type: 'string' }, previews: { type: 'string' }, 'artifact-url': { type: 'string' } },
})

const read = (file: string | undefined) => (file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined)

const report =
  read(values.report) ??
  '### The content check did not finish\n\nIts job’s log on the pull request’s Checks tab says why.\n\n<div dir="rtl" lang="ar">\n\n### لم يكتمل فحص المحتوى\n\nيشرح سجل المهمة في تبويب Checks في طلب الدمج السبب.\n\n</div>\n'
const table = read(values.previews)
const previews: Previews | undefined = table ? { table, artifactUrl: values['artifact-url'] || undefined } : undefined
const body = composeComment(report, previews)

const event = process.env.GITHUB_EVENT_PATH ? JSON.parse(read(process.env.GITHUB_EVENT_PATH) ?? '{}') : {}
const pullRequest = Number(event.pull_request?.number ?? process.env.PULL_REQUEST_NUMBER)
const { GITHUB_TOKEN: token, GITHUB_REPOSITORY: repository } = process.env

if (!pullRequest || !token || !repository) {
  console.log(
    `No pull request to comment on (GITHUB_EVENT_PATH, GITHUB_TOKEN and GITHUB_REPOSITORY name it); the comment would read:\n\n${body}`,
  )
} else {
  try {
    const { action, url } = await postOrUpdate(
      { api: process.env.GITHUB_API_URL ?? 'https://api.github.com', repository, pullRequest, token },
      body,
    )
    console.log(`The pull request's comment: ${action}, ${url}`)
  } catch (error) {
    console.log(`::warning title=Pull request comment::${error instanceof Error ? error.message : String(error)}`)
  }
}
