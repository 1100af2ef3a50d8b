import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkReport, passedReport } from './checkReport.ts'
import { type CommentTarget, composeComment, marker, postOrUpdate } from './pullRequestComment.ts'

/**
 * A stand-in for GitHub's issue comments API on 127.0.0.1: one pull request's comments, listed 100 a page, created and
 * changed as GitHub does, for the token it expects only.
 */
interface StoredComment {
  id: number
  body: string
  html_url: string
}
const token = 'ghs_StandInToken'
let comments: StoredComment[] = []
const requests: string[] = []
let refuse: number | undefined
let server: http.Server
let api: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    requests.push(`${req.method} ${url.pathname}`)
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (refuse) return answer(refuse, { message: 'Resource not accessible by integration' })
    if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { message: 'Bad credentials' })
    let text = ''
    req.on('data', (chunk) => {
      text += chunk
    })
    req.on('end', () => {
      const list = /^\/repos\/acme\/website\/issues\/7\/comments$/.test(url.pathname)
      const one = /^\/repos\/acme\/website\/issues\/comments\/(\d+)$/.exec(url.pathname)
      if (list && req.method === 'GET') {
        const perPage = Number(url.searchParams.get('per_page') ?? 30)
        const page = Number(url.searchParams.get('page') ?? 1)
        return answer(200, comments.slice((page - 1) * perPage, page * perPage))
      }
      if (list && req.method === 'POST') {
        const id = 1000 + comments.length
        const comment = {
          id,
          body: JSON.parse(text).body,
          html_url: `https://github.com/acme/website/pull/7#issuecomment-${id}`,
        }
        comments.push(comment)
        return answer(201, comment)
      }
      const found = one && comments.find((comment) => comment.id === Number(one[1]))
      if (found && req.method === 'PATCH') {
        found.body = JSON.parse(text).body
        return answer(200, found)
      }
      answer(404, { message: 'Not Found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  comments = [
    { id: 1, body: 'Looks good to me, thanks!', html_url: 'https://github.com/acme/website/pull/7#issuecomment-1' },
  ]
  requests.length = 0
  refuse = undefined
})

const target = (): CommentTarget => ({ api, repository: 'acme/website', pullRequest: 7, token })
const failing = composeComment(
  checkReport([{ file: 'content/ar/about.yaml', field: 'hero › heading', message: 'is empty' }], 'https://example.com'),
)
const passing = composeComment(passedReport())

describe('the pull request’s comment', () => {
  it('is posted once, then changed in place as the editor saves again, never repeated', async () => {
    const first = await postOrUpdate(target(), failing)
    expect(first.action).toBe('created')
    const second = await postOrUpdate(target(), passing)
    expect(second).toEqual({ action: 'updated', url: first.url })
    expect(comments.map((comment) => comment.body)).toEqual(['Looks good to me, thanks!', passing])
  })

  it('is left alone when it already says the same', async () => {
    await postOrUpdate(target(), passing)
    requests.length = 0
    expect((await postOrUpdate(target(), passing)).action).toBe('unchanged')
    expect(requests).toEqual(['GET /repos/acme/website/issues/7/comments'])
  })

  it('is found again among many comments, on a later page', async () => {
    comments.push(
      ...Array.from({ length: 130 }, (_, index) => ({ id: 2 + index, body: `comment ${index}`, html_url: '' })),
    )
    comments.push({ id: 500, body: failing, html_url: 'https://github.com/acme/website/pull/7#issuecomment-500' })
    expect(await postOrUpdate(target(), passing)).toEqual({
      action: 'updated',
      url: 'https://github.com/acme/website/pull/7#issuecomment-500',
    })
    expect(comments.filter((comment) => comment.body.startsWith(marker))).toHaveLength(1)
  })

  it('says what permission the workflow lacks when GitHub refuses it', async () => {
    refuse = 403
    await expect(postOrUpdate(target(), passing)).rejects.toThrow(/pull-requests: write/)
  })

  it('holds the marker, the report and, when there are pictures, their table and download link', () => {
    const table =
      '| page | language | width | before | after |\n|---|---|---|---|---|\n| /vision/dubai-d33 | en | 390 | a.png | b.png |'
    const body = composeComment(passedReport(), {
      table,
      artifactUrl: 'https://github.com/acme/website/actions/runs/1/artifacts/2',
    })
    expect(body.startsWith(`${marker}\n\n### The content check found no problems`)).toBe(true)
    expect(body).toContain('[Download the pictures](https://github.com/acme/website/actions/runs/1/artifacts/2)')
    expect(body).toContain(table)
    expect(composeComment('x'.repeat(100_000)).length).toBeLessThanOrEqual(65_536)
  })
})
