/**
 * One comment on a pull request for the content check and the pictures of the changed pages: found again by a
 * hidden marker and changed in place, so an editor who saves five times reads one comment, always the latest.
 * Through GitHub's REST API with the workflow's token (fetch, no client library).
 */

import { dictionaries } from '../../lib/content/translations/dictionaries.ts'

/** Hidden in the comment's Markdown; the comment is found again by it. */
export const marker = '<!-- content-check -->'

/** The screenshots of the changed pages: their table (from npm run preview:changes) and where to download them. */
export interface Previews {
  table: string
  /** The workflow's artifact with the PNG files. */
  artifactUrl?: string
}

/** The pictures' words in both languages (report.previews of the dictionaries), the Arabic right to left. */
const previewWords = {
  heading: `${dictionaries.en.report.previews.heading} · ${dictionaries.ar.report.previews.heading}`,
  download: (url: string) => [
    dictionaries.en.report.previews.download(url),
    '',
    '<div dir="rtl" lang="ar">',
    '',
    dictionaries.ar.report.previews.download(url),
    '',
    '</div>',
  ],
}

/** GitHub refuses a comment longer than this. */
const longest = 65_536

/** The comment: the marker, the check's report, and the pictures when there are any. */
export function composeComment(report: string, previews?: Previews): string {
  const parts = [marker, report.trim()]
  if (previews) {
    parts.push(`### ${previewWords.heading}`)
    if (previews.artifactUrl) parts.push(previewWords.download(previews.artifactUrl).join('\n'))
    parts.push(previews.table.trim())
  }
  const body = `${parts.join('\n\n')}\n`
  return body.length <= longest
    ? body
    : `${body.slice(0, longest - 200)}\n\n…(cut: the job’s summary page has it all)\n`
}

export interface CommentTarget {
  /** https://api.github.com, or GITHUB_API_URL on GitHub Enterprise (a stand-in in tests). */
  api: string
  /** owner/name */
  repository: string
  pullRequest: number
  token: string
}

interface IssueComment {
  id: number
  body?: string
  html_url: string
}

/**
 * Posts the comment, or changes the one posted before (the first that starts with the marker); leaves it alone when
 * it already says the same. Resolves to what it did and the comment's address.
 */
export async function postOrUpdate(
  target: CommentTarget,
  body: string,
): Promise<{ action: 'created' | 'updated' | 'unchanged'; url: string }> {
  const request = async (method: string, path: string, payload?: unknown) => {
    const response = await fetch(new URL(path, target.api.replace(/\/?$/, '/')), {
      method,
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${target.token}`,
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': 'content-check',
        ...(payload ? { 'Content-Type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    })
    if (!response.ok)
      throw new Error(
        `GitHub answered ${response.status} to ${method} ${path}: ${(await response.text()).slice(0, 300)}. ` +
          (response.status === 403 || response.status === 404
            ? 'The workflow needs `permissions: pull-requests: write`; a pull request from a fork gets a read-only token, and no comment.'
            : 'Run the job again; the check itself is on the job’s summary page.'),
      )
    return response.json() as Promise<unknown>
  }
  const base = `repos/${target.repository}/issues`
  const existing = await findComment(request, `${base}/${target.pullRequest}/comments`)
  if (existing?.body === body) return { action: 'unchanged', url: existing.html_url }
  if (existing) {
    const updated = (await request('PATCH', `${base}/comments/${existing.id}`, { body })) as IssueComment
    return { action: 'updated', url: updated.html_url }
  }
  const created = (await request('POST', `${base}/${target.pullRequest}/comments`, { body })) as IssueComment
  return { action: 'created', url: created.html_url }
}

/** The comment that starts with the marker, page by page (100 a page, oldest first). */
async function findComment(
  request: (method: string, path: string) => Promise<unknown>,
  path: string,
): Promise<IssueComment | undefined> {
  for (let page = 1; ; page += 1) {
    const comments = (await request('GET', `${path}?per_page=100&page=${page}`)) as IssueComment[]
    const found = comments.find((comment) => comment.body?.startsWith(marker))
    if (found || comments.length < 100) return found
  }
}
