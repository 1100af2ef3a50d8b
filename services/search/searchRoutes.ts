import compression from 'compression'
import { Router } from 'express'
import { localePath, locales } from '../../lib/locales.ts'
import type { SearchPages } from './resultsPage.ts'
import { cleanQuery, maxQueryLength, type SiteSearch } from './siteSearch.ts'

/**
 * GET /search?q= and /ar/search?q=: a page of results in the page's language, for a browser with or without
 * JavaScript. The words searched for are in the address by design (a result list can be shared), never in a log line:
 * the request log writes paths only. Results are no page for search engines (X-Robots-Tag), and the answer may be
 * kept by a cache for a short while, as the index changes only with a new build. Sent compressed.
 */
export function searchRoutes(search: SiteSearch, pages: SearchPages): Router {
  const router = Router()
  // A page of results is 40–60 KiB of HTML, written for each search: sent compressed (brotli, else gzip), as the
  // built pages are. On these routes only, so the rest of the site, precompressed, never passes through it.
  const compressed = compression()
  for (const locale of locales) {
    router.get(localePath(locale, '/search'), compressed, (req, res) => {
      const query = cleanQuery(req.query.q)
      const hits = query.text ? search.search(locale, query.text) : []
      res
        .status(200)
        .set({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'public, max-age=300',
          'X-Robots-Tag': 'noindex',
        })
        .send(pages.render(locale, query, hits, maxQueryLength))
    })
  }
  return router
}
