// Writes .br and .gz beside every compressible file of the built site, once at build time at the highest
// settings, so the server never compresses on the fly.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { compressible } from '../../lib/mediaTypes.ts'

const root = path.resolve(process.argv[2] ?? 'dist/client')

function* files(directory: string): Generator<string> {
  for (const item of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, item.name)
    if (item.isDirectory()) yield* files(file)
    else yield file
  }
}

let count = 0
for (const file of files(root)) {
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
console.log(`precompress: ${count} files in ${path.relative(process.cwd(), root)} have .br and .gz copies`)
