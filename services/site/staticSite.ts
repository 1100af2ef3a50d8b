import fs from 'node:fs'
import path from 'node:path'
import type { Request, RequestHandler, Response } from 'express'
import sirv from 'sirv'
import { localeInfo, localePath, locales, splitLocale } from '../../lib/locales.ts'
import { decodedPath } from '../../lib/requestPath.ts'
import { contentTypes, feedType } from '../../lib/mediaTypes.ts'
import { feedAddress, feedAliases } from '../../lib/routes.ts'

// Vite and the image build put a content hash in these file names, so a file there never changes.
const immutablePrefixes = ['/assets/', '/img/']

// Each language's news feed, by its address; and the addresses feed readers try, each leading to its language's feed.
const feeds = new Set(locales.map((locale) => localePath(locale, feedAddress)))
const feedRedirects = new Map(
  locales.flatMap((locale) => feedAliases.map((alias) => [localePath(locale, alias), localePath(locale, feedAddress)])),
)

// Any origin would do: a redirect's Location is resolved against it to check that it stays on it.
const probeOrigin = 'http://site.test'

/**
 * Serves the prerendered site from `root` (dist/client): `/about` is about/index.html, files made by the build are
 * sent precompressed (brotli, else gzip) when the browser accepts it, hashed files are cached for a year and pages
 * are revalidated on every visit. Any other path gets the prerendered not-found page with status 404, in the
 * language of its prefix (/ar/... gets ar/404.html). The news feeds are sent as Atom, and the addresses feed readers
 * guess (/rss.xml, /atom.xml, /feed ...) lead to them.
 */
export function staticSite(root: string): RequestHandler {
  const base = path.resolve(root)
  const notFoundFile = path.join(base, '404.html')
  if (!fs.existsSync(path.join(base, 'index.html')) || !fs.existsSync(notFoundFile)) {
    throw new Error(`No prerendered site in ${base}: run \`npm run build\` first.`)
  }
  const notFoundByLocale = new Map(
    locales
      .map((locale) => [locale, path.join(base, localeInfo[locale].prefix, '404.html')] as const)
      .filter(([, file]) => fs.existsSync(file))
      .map(([locale, file]) => [locale, notFoundPage(file)] as const),
  )
  const notFound: RequestHandlerWithoutNext = (req, res) =>
    (notFoundByLocale.get(splitLocale(req.path).locale) ?? notFoundByLocale.get('en')!)(req, res)
  // Not sirv's dev mode: it lists the files once at start (a new build means a restart, as `npm start` does) and looks a
  // request up in that list, so no path from a request ever reaches the file system and `..` has nothing to climb.
  // No `extensions`: pages are mapped to index.html below, so /index and /404 are not pages of their own.
  const files = sirv(base, { etag: true, brotli: true, gzip: true, extensions: [] })

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const rawPath = req.path
    if (!rawPath.startsWith('/')) return notFound(req, res)
    if (rawPath.length > 1 && rawPath.endsWith('/')) return redirectWithoutSlash(req, res, notFound)
    const feed = feedRedirects.get(rawPath)
    if (feed) return res.redirect(301, feed)

    const file = path.posix.extname(rawPath) ? rawPath : rawPath.replace(/\/?$/, '/index.html')
    // Set before sirv runs, not in its setHeaders hook, because its 304 answers skip that hook and a 304 should
    // carry them too. sirv's own types lack the charset we promise (and `.ico`).
    const decoded = decodedPath(file)
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader(
      'Content-Type',
      feeds.has(decoded) ? feedType : (contentTypes[path.posix.extname(decoded)] ?? 'application/octet-stream'),
    )
    res.setHeader('Cache-Control', cacheControl(decoded))
    // Range is ignored, as before: sirv throws on `bytes=5-2` after sending the head, and ignores If-Range.
    delete req.headers.range
    // sirv pipes the file unwatched: a read error (the file removed by a rebuild) would be thrown unhandled and stop
    // the process, and a visitor leaving mid-download would leave the file open.
    res.once('pipe', (source) => {
      source.once('error', () => res.destroy())
      res.once('close', () => source.destroy())
    })
    const url = req.url
    req.url = file
    try {
      files(req, res, () => notFound(req, res))
    } finally {
      req.url = url
    }
  }
}

function cacheControl(file: string): string {
  if (immutablePrefixes.some((prefix) => file.startsWith(prefix))) return 'public, max-age=31536000, immutable'
  const extension = path.posix.extname(file)
  return extension === '.html' || extension === '.json' ? 'no-cache' : 'public, max-age=3600'
}

/**
 * A path with trailing slashes answers 301 to the path without them. Built from the raw path: decoded first,
 * /%2Fevil.example/ would become //evil.example. Browsers read `\` as `/`, and a Location starting with `//` (or
 * `/\`) names another site, an open redirect; so a leading run of both is one `/` and any other `\` is escaped.
 * The URL parser has the last word, on the Location exactly as sent.
 */
function redirectWithoutSlash(req: Request, res: Response, notFound: RequestHandlerWithoutNext): void {
  const target = (req.path.replace(/^[/\\]+/, '/').replace(/\/+$/, '') || '/').replace(/\\/g, '%5C')
  const queryStart = req.url.indexOf('?')
  const location = res.location(target + (queryStart === -1 ? '' : req.url.slice(queryStart))).get('Location')!
  if (!staysOnSite(location)) {
    res.removeHeader('Location')
    return notFound(req, res)
  }
  res.redirect(301, location)
}

function staysOnSite(location: string): boolean {
  try {
    return new URL(location, probeOrigin).origin === probeOrigin
  } catch {
    return false
  }
}

type RequestHandlerWithoutNext = (req: Request, res: Response) => void

/** The not-found page from memory, brotli or gzip when accepted: the same few kilobytes for every stray path. */
function notFoundPage(file: string): RequestHandlerWithoutNext {
  const bodies = new Map<string, Buffer>()
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (fs.existsSync(file + suffix)) bodies.set(encoding, fs.readFileSync(file + suffix))
  }
  bodies.set('identity', fs.readFileSync(file))
  const encodings = [...bodies.keys()] // best first
  return (req, res) => {
    const accepted = req.acceptsEncodings(encodings)
    const encoding = accepted && bodies.has(accepted) ? accepted : 'identity'
    const body = bodies.get(encoding)!
    res.status(404)
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Content-Type', contentTypes['.html']!)
    res.setHeader('Cache-Control', 'no-cache')
    if (encoding === 'identity') res.removeHeader('Content-Encoding')
    else res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.end(body)
  }
}
