import zlib from 'node:zlib'
import { type Request, Router } from 'express'
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
 * are: gzip joined from pieces compressed once (gzipPieces.ts), else brotli, else as it is.
 */
export function searchRoutes(search: SiteSearch, pages: SearchPages): Router {
  const router = Router()
  const gzipOfShell = new WeakMap<readonly string[], GzipPieces>()
  const gzip = ({ shell, filled }: ResultsPage) => {
    const pieces = gzipOfShell.get(shell) ?? new GzipPieces(shell)
    gzipOfShell.set(shell, pieces)
    return pieces.gzip(filled)
  }
  for (const locale of locales) {
    router.get(localePath(locale, '/search'), (req, res) => {
      const query = cleanQuery(req.query.q)
      const hits = query.text ? search.search(locale, query.text) : []
      const page = pages.render(locale, query, hits)
      const encoding = encodingFor(req)
      res.status(200).set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
        'X-Robots-Tag': 'noindex',
        Vary: 'Accept-Encoding',
      })
      if (encoding === 'identity') {
        res.send(htmlOf(page))
        return
      }
      res.set('Content-Encoding', encoding)
      res.send(
        encoding === 'gzip'
          ? gzip(page)
          : zlib.brotliCompressSync(htmlOf(page), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
      )
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
