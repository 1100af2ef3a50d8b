import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { compressible, contentTypes } from './contentTypes.ts'

// Vite and the image build put a content hash in these file names, so a file there never changes.
const immutablePrefixes = ['/assets/', '/img/']

/**
 * Serves the prerendered site from `root` (dist/client): `/about` is about/index.html, files made by the build are
 * sent precompressed (brotli, else gzip) when the browser accepts it, hashed files are cached for a year and pages
 * are revalidated on every visit. Any other path gets the prerendered not-found page with status 404.
 */
export function staticSite(root: string): RequestHandler {
  const base = path.resolve(root)
  const notFoundPage = path.join(base, '404.html')
  if (!fs.existsSync(path.join(base, 'index.html')) || !fs.existsSync(notFoundPage)) {
    throw new Error(`No prerendered site in ${base}: run \`npm run build\` first.`)
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let pathname: string
    try {
      pathname = decodeURIComponent(req.path)
    } catch {
      return send(req, res, notFoundPage, 404)
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length)
      return res.redirect(301, pathname.replace(/\/+$/, '') + query)
    }
    const file = resolveFile(base, pathname)
    if (file) return send(req, res, file, 200)
    return send(req, res, notFoundPage, 404)
  }
}

function resolveFile(base: string, pathname: string): string | undefined {
  if (pathname.includes('\0')) return undefined
  const relative = path.extname(pathname) ? pathname : path.posix.join(pathname, 'index.html')
  const file = path.join(base, path.posix.normalize(relative))
  // normalize() folds "..", but a path that still leaves the root is refused.
  if (!file.startsWith(base + path.sep)) return undefined
  return isFile(file) ? file : undefined
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

async function send(req: Request, res: Response, file: string, status: number): Promise<void> {
  const extension = path.extname(file)
  let body = file
  if (compressible.has(extension)) {
    res.vary('Accept-Encoding')
    const accepted = req.acceptsEncodings('br', 'gzip')
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if ((accepted === encoding || (accepted && req.acceptsEncodings(encoding))) && isFile(file + suffix)) {
        res.setHeader('Content-Encoding', encoding)
        body = file + suffix
        break
      }
    }
  }
  const stat = fs.statSync(body)
  const urlPath = req.path
  const cacheControl =
    status === 200 && immutablePrefixes.some((prefix) => urlPath.startsWith(prefix))
      ? 'public, max-age=31536000, immutable'
      : extension === '.html' || extension === '.json'
        ? 'no-cache'
        : 'public, max-age=3600'
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
  res.status(status)
  res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream')
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('ETag', etag)
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.status(304).end()
    return
  }
  res.setHeader('Content-Length', stat.size)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  try {
    await pipeline(fs.createReadStream(body), res)
  } catch (error) {
    // A visitor who navigates away mid-download closes the connection; that is not a server error.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error
  }
}
