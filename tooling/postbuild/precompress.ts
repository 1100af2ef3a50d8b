// Writes .br and .gz beside every compressible file of the built site, once at build time at the highest
// settings, so the server never compresses on the fly.
//
// Brotli at its highest quality is the slowest step of the build (about 11 s on two cores, a third of it the CMS's
// 2 MB bundle), and most files come out of every build unchanged: the CMS, its locales, hashed scripts, every page
// an edit did not touch. So each compressed copy is also kept in a cache named by the file's digest, and a file met
// again is copied from there. Files not in the cache are compressed on libuv's worker threads, several at a time.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { compressible } from '../../lib/mediaTypes.ts'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The two encodings written, each with the settings its digest in the cache stands for. */
const encodings = [
  {
    extension: '.br',
    compress: (source: Buffer) => brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  },
  { extension: '.gz', compress: (source: Buffer) => gzip(source, { level: 9 }) },
] as const

/** Where compressed copies are kept between builds: beside other tools' caches, shared by git worktrees that link it. */
export const defaultCacheFolder = path.resolve('node_modules/.cache/precompress')
/** The cache is trimmed to this many bytes, the copies used longest ago first: about a dozen builds' worth. */
const cacheBytes = 64 * 1024 * 1024

function* files(directory: string): Generator<string> {
  for (const item of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, item.name)
    if (item.isDirectory()) yield* files(file)
    else yield file
  }
}

/**
 * Compresses every compressible file of `client` (dist/client) of 512 bytes or more, reusing the copies in `cache`
 * made from the same bytes by an earlier build; says how many.
 */
export async function precompress(
  client: string,
  { cache = defaultCacheFolder, cacheLimit = cacheBytes }: { cache?: string; cacheLimit?: number } = {},
): Promise<string> {
  fs.mkdirSync(cache, { recursive: true })
  const todo = [...files(client)].filter(
    (file) => compressible.has(path.extname(file)) && fs.statSync(file).size >= 512,
  )
  let reused = 0
  const compressOne = async (file: string) => {
    const source = fs.readFileSync(file)
    const digest = createHash('sha256').update(source).digest('hex')
    let hits = 0
    for (const { extension, compress } of encodings) {
      const cached = path.join(cache, digest + extension)
      if (fs.existsSync(cached)) {
        // Marks the copy as used, for the trimming below.
        const now = new Date()
        fs.utimesSync(cached, now, now)
        hits += 1
      } else {
        // Written aside and renamed, so a build running at the same time never copies half a file.
        const partial = `${cached}.${process.pid}.partial`
        fs.writeFileSync(partial, await compress(source))
        fs.renameSync(partial, cached)
      }
      fs.copyFileSync(cached, file + extension)
    }
    if (hits === encodings.length) reused += 1
  }
  const queue = todo.values()
  const worker = async () => {
    for (const file of queue) await compressOne(file)
  }
  await Promise.all(Array.from({ length: availableParallelism() }, worker))
  trim(cache, cacheLimit)
  return `${todo.length} files in ${path.relative(process.cwd(), client)} have .br and .gz copies, ${reused} of them from the cache in ${path.relative(process.cwd(), cache)}`
}

/**
 * Removes the copies used longest ago until the cache holds at most `limit` bytes. A copy another build is writing
 * (.partial) is the newest, so it is kept; one a stopped build left behind ages out like any other.
 */
function trim(cache: string, limit: number): void {
  const entries = fs
    .readdirSync(cache)
    .flatMap((name) => {
      // Gone since the listing when another build renamed its .partial.
      const stat = fs.statSync(path.join(cache, name), { throwIfNoEntry: false })
      return stat ? [{ name, size: stat.size, used: stat.mtimeMs }] : []
    })
    .sort((a, b) => b.used - a.used)
  let total = 0
  for (const entry of entries) {
    total += entry.size
    if (total > limit) fs.rmSync(path.join(cache, entry.name), { force: true })
  }
}
