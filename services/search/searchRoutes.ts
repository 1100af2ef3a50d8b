import zlib from 'node:zlib'
import { type Request, Router } from 'express'
import { LRUCache } from 'lru-cache'
import { localePath, locales } from '../../lib/locales.ts'
import { GzipPieces } from './gzipPieces.ts'
import { htmlOf, type ResultsPage, type SearchPages } from './resultsPage.ts'
import { cleanQuery, type SiteSearch } from './siteSearch.ts'

/** Brotli's level for a client that takes brotli but not gzip: fast, as the answer is made for each search. */
const brotliQuality = 4

/**
 * GET /search?q= and /ar/search?q=: a page of results in the page's language, for a browser with or without
 * JavaScript. The words searched for are in the address by design (a result list can be shared), never in a log line:
 * the request log writes paths only. Results are no page for search engines (X-Robots-Tag), and the answer may be
 * kept by a cache for a short while, as the index changes only with a new build. Sent compressed, as the built pages
 * are: gzip joined from pieces compressed once (gzipPieces.ts), else brotli, else as it is. The answers to the
 * queries asked last are kept, so a query asked again costs no search.
 */
export function searchRoutes(search: SiteSearch, pages: SearchPages): Router {
  const router = Router()
  const gzipOfShell = new WeakMap<readonly string[], GzipPieces>()
  const gzip = ({ shell, filled }: ResultsPage) => {
    const pieces = gzipOfShell.get(shell) ?? new GzipPieces(shell)
    gzipOfShell.set(shell, pieces)
    return pieces.gzip(filled)
  }
  const answers = recentAnswers()
  for (const locale of locales) {
    router.get(localePath(locale, '/search'), (req, res) => {
      const query = cleanQuery(req.query.q)
      const encoding = encodingFor(req)
      const key = `${locale}\n${encoding}\n${query.cutAt ?? ''}\n${query.text}`
      let body = answers.get(key)
      if (!body) {
        const page = pages.render(locale, query, query.text ? search.search(locale, query.text) : [])
        body =
          encoding === 'gzip'
            ? gzip(page)
            : encoding === 'br'
              ? zlib.brotliCompressSync(htmlOf(page), {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality },
                })
              : Buffer.from(htmlOf(page))
        answers.set(key, body)
      }
      res.status(200).set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
        'X-Robots-Tag': 'noindex',
        Vary: 'Accept-Encoding',
        'Content-Length': String(body.length),
      })
      if (encoding !== 'identity') res.set('Content-Encoding', encoding)
      // end, not send: no ETag to hash for an answer that is made again in a moment (Node leaves the body out of HEAD).
      res.end(body)
    })
  }
  return router
}

/** gzip whenever the client takes it (the cheap one here), else brotli, else none. */
function encodingFor(req: Request): 'gzip' | 'br' | 'identity' {
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip'
  if (req.acceptsEncodings('br') === 'br') return 'br'
  return 'identity'
}

/** How many bytes of answers are kept for a query asked again: some 500 pages of results, gzipped. */
const answersKeptBytes = 8 * 1024 * 1024

/**
 * The answers to the queries asked last, up to a number of bytes, the least recently asked given up first: a
 * popular query (a link shared, a crawler's retries) costs its search once. Kept in memory only, like the request;
 * an answer larger than the whole allowance is not kept.
 */
function recentAnswers(): LRUCache<string, Buffer> {
  return new LRUCache<string, Buffer>({ maxSize: answersKeptBytes, sizeCalculation: (answer) => answer.length })
}
