import { describe, expect, it } from 'vitest'
import { browserForm, pagesAnswering, passedOn, runRoute, shownProblem } from '../../../testing/service/routeHarness.ts'
import { answering } from './answering.ts'
import { answers } from './answers.ts'
import { refuseCrossSite } from './crossSite.ts'

const site = 'https://www.example.com'

describe('a post from another site', () => {
  it.each([
    ['without Origin (curl, a server)', {}],
    ['from the site’s own origin', { origin: site, 'sec-fetch-site': 'same-origin' }],
  ])('is passed on when %s', async (_case, headers) => {
    expect((await runRoute([refuseCrossSite(site, answering(undefined))], { headers })).status).toBe(passedOn)
  })

  it.each([
    ['from another origin', { origin: 'https://evil.example' }],
    ['from a look-alike origin', { origin: `${site}.evil.example` }],
    ['marked cross-site by the browser', { 'sec-fetch-site': 'cross-site' }],
    [
      'from a name pointed at the service, with a Host to match',
      { origin: 'http://rebound.example', host: 'rebound.example' },
    ],
  ])('is refused with 403 when %s', async (_case, headers) => {
    const answer = await runRoute([refuseCrossSite(site, answering(undefined))], { headers })

    expect(answer.status).toBe(403)
    expect(answer.json()).toEqual({ error: answers.crossSite })
  })

  it('without SITE_URL, takes the address the request came to as the site’s own', async () => {
    const route = [refuseCrossSite(undefined, answering(undefined))]

    expect((await runRoute(route, { headers: { origin: 'http://localhost:80', host: 'localhost:80' } })).status).toBe(
      passedOn,
    )
    expect((await runRoute(route, { headers: { origin: site, host: 'localhost:80' } })).status).toBe(403)
  })

  it('is refused with the contact page in the language of the page it came from, nothing it sent shown back', async () => {
    const answer = await runRoute([refuseCrossSite(site, pagesAnswering())], {
      headers: { ...browserForm('ar'), origin: 'https://evil.example' },
      body: 'firstName=Eve',
    })

    expect(answer.status).toBe(403)
    expect(shownProblem(answer)).toEqual({ locale: 'ar', problem: 'refused' })
  })
})
