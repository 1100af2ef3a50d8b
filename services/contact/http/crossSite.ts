import type { RequestHandler } from 'express'
import type { Answering } from './answering.ts'
import { answers } from './answers.ts'

/**
 * Another site's page must not post enquiries in a visitor's name: a browser says where a post comes from (Origin,
 * Sec-Fetch-Site). Posts without Origin (curl, a server) pass. With SITE_URL set (`siteOrigin`), its origin is the
 * only one taken: the Host header is the client's to write, and a page on a name pointed at the service (DNS
 * rebinding) sends a Host that matches its Origin. Without SITE_URL (development), the address the request came to
 * stands in.
 */
export function refuseCrossSite(siteOrigin: string | undefined, answer: Answering): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin')
    const own = siteOrigin ?? `${req.protocol}://${req.get('host')}`
    if (req.get('sec-fetch-site') !== 'cross-site' && (origin === undefined || origin === own)) return next()
    answer.refuse(req, res, 403, { error: answers.crossSite }, 'refused')
  }
}
