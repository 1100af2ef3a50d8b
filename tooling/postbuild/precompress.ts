// Writes .br and .gz beside every compressible file of the built site, once at build time at the highest
// settings, so the server never compresses on the fly.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { compressible } from '../../lib/mediaTypes.ts'

function* files(directory: string): Generator<string> {
  for (const item of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, item.name)
    if (item.isDirectory()) yield* files(file)
    else yield file
  }
}

/** Compresses every compressible file of `client` (dist/client) of 512 bytes or more; says how many. */
export function precompress(client: string): string {
  let count = 0
  for (const file of files(client)) {
    if (!compressible.has(path.extname(file))) continue
    const source = fs.readFileSync(file)
    if (source.length < 512) continue
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }))
    count += 1
  }
  return `${count} files in ${path.relative(process.cwd(), client)} have .br and .gz copies`
}
