import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompress } from './precompress.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A small build: a page, a script in a subfolder, a picture and a file too short to be worth compressing. */
function build(): { client: string; cache: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  folders.push(root)
  const client = path.join(root, 'client')
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(client, 'index.html'), `<!doctype html><p>${'مرحبا بكم، welcome. '.repeat(80)}</p>`)
  fs.writeFileSync(path.join(client, 'assets/app.js'), `console.log(${JSON.stringify('x'.repeat(2000))})\n`)
  fs.writeFileSync(path.join(client, 'picture.png'), Buffer.alloc(4096, 7))
  fs.writeFileSync(path.join(client, 'robots.txt'), 'User-agent: *\n')
  return { client, cache: path.join(root, 'cache') }
}

const compressedTwins = (client: string) =>
  fs
    .readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(br|gz)$/.test(name))
    .sort()

describe('precompress', () => {
  it('writes a .br and a .gz that decode to each compressible file of 512 bytes or more, and no other', async () => {
    const { client, cache } = build()
    expect(await precompress(client, { cache })).toMatch(/^2 files in .* have \.br and \.gz copies, 0 of them from/)
    expect(compressedTwins(client)).toEqual(['assets/app.js.br', 'assets/app.js.gz', 'index.html.br', 'index.html.gz'])
    for (const file of ['index.html', 'assets/app.js']) {
      const source = fs.readFileSync(path.join(client, file))
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(client, `${file}.br`)))).toEqual(source)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(client, `${file}.gz`)))).toEqual(source)
    }
  })

  it('takes an unchanged file’s copies from the cache and compresses a changed one afresh', async () => {
    const { client, cache } = build()
    await precompress(client, { cache })
    const script = fs.readFileSync(path.join(client, 'assets/app.js.br'))
    fs.appendFileSync(path.join(client, 'index.html'), '<p>A sentence an editor added.</p>')

    expect(await precompress(client, { cache })).toMatch(/2 files .*, 1 of them from the cache/)
    expect(fs.readFileSync(path.join(client, 'assets/app.js.br'))).toEqual(script)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(client, 'index.html.br'))).toString()).toMatch(
      /A sentence an editor added\.<\/p>$/,
    )
  })

  it('keeps the cache within its limit, dropping the copies used longest ago', async () => {
    const { client, cache } = build()
    await precompress(client, { cache })
    const old = new Date(Date.now() - 60_000)
    const scriptDigests = fs.readdirSync(cache).filter((name) => {
      const decoded = name.endsWith('.br')
        ? zlib.brotliDecompressSync(fs.readFileSync(path.join(cache, name)))
        : zlib.gunzipSync(fs.readFileSync(path.join(cache, name)))
      return decoded.toString().startsWith('console.log')
    })
    // The page's copies were used a minute ago, the script's just now.
    for (const name of fs.readdirSync(cache))
      if (!scriptDigests.includes(name)) fs.utimesSync(path.join(cache, name), old, old)
    const limit = scriptDigests.reduce((sum, name) => sum + fs.statSync(path.join(cache, name)).size, 0)

    fs.rmSync(path.join(client, 'index.html'))
    await precompress(client, { cache, cacheLimit: limit })
    expect(fs.readdirSync(cache).sort()).toEqual(scriptDigests.sort())
  })
})
