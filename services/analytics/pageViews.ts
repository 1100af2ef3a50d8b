// Page views for the analytics: which pages are read, in which language, from where, without cookies and without
// the visitor's address. This middleware picks the page views out of the requests and hands them to the journal
// (viewJournal.ts), which writes them a line each for GoAccess (viewLine.ts); `npm run analytics` writes the report
// (goaccessReport.ts). docs/enquiries.md tells staff how to read it, the privacy policy tells visitors what is kept.
import path from 'node:path'
import type { Request, RequestHandler, Response } from 'express'
import { splitLocale } from '../../lib/locales.ts'
import type { ViewJournal } from './viewJournal.ts'

/** Answers that show a visitor a page: the page itself, a revalidated page from the browser's cache, the not-found page. */
const viewStatuses = new Set([200, 304, 404])

/** Paths that are never pages a visitor reads: the API, the editor at /admin, the health checks. */
const notPages = /^\/(api|admin|healthz)(\/|$)/

/**
 * The signals by which a browser asks not to be tracked, Global Privacy Control and the older Do Not Track, each a
 * header set to 1. A view carrying either is not recorded, as the privacy policy promises (naming them by their
 * abbreviations).
 */
export const privacySignals = [
  { header: 'Sec-GPC', abbreviation: 'GPC' },
  { header: 'DNT', abbreviation: 'DNT' },
] as const

export function asksNotToBeTracked(req: Request): boolean {
  return privacySignals.some(({ header }) => req.get(header)?.trim() === '1')
}

/**
 * Whether a finished request was a page view: a GET answered with an HTML page (a prerendered page, a search page,
 * the not-found page) at a path with no file extension but .html, loaded as a document. A HEAD shows nobody a page;
 * a script's fetch of a page (the search as one types) says `Sec-Fetch-Dest: empty`, and is no view either.
 */
export function isPageView(req: Request, res: Response, urlPath: string): boolean {
  if (req.method !== 'GET' || !viewStatuses.has(res.statusCode)) return false
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return false
  if (notPages.test(urlPath)) return false
  const extension = path.posix.extname(urlPath)
  if (extension !== '' && extension !== '.html') return false
  const destination = req.get('sec-fetch-dest')
  return destination === undefined || destination === 'document'
}

/** The origin of the page a visitor came from, if it is a web page: never its path or its query. */
export function referrerOrigin(referrer: string | undefined): string | undefined {
  if (!referrer || !URL.canParse(referrer)) return undefined
  const url = new URL(referrer)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
}

/** Records each page view once its answer has been sent, so writing never delays or fails it. */
export function recordPageViews(journal: ViewJournal): RequestHandler {
  return (req, res, next) => {
    // Taken now: routers further on may rewrite req.url while they work.
    const urlPath = req.path
    res.once('finish', () => {
      if (!isPageView(req, res, urlPath)) return
      const { locale } = splitLocale(urlPath)
      if (asksNotToBeTracked(req)) return journal.refuse(locale)
      const length = Number(res.getHeader('content-length'))
      journal.record({
        locale,
        path: urlPath,
        httpVersion: req.httpVersion,
        status: res.statusCode,
        bytes: Number.isFinite(length) ? length : 0,
        referrerOrigin: referrerOrigin(req.get('referer')),
        userAgent: req.get('user-agent') ?? '',
        address: req.ip ?? req.socket.remoteAddress ?? '',
      })
    })
    next()
  }
}
