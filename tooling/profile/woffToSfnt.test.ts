import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { woffToSfnt } from './woffToSfnt.ts'

const require = createRequire(import.meta.url)
const plex = (weight: string) =>
  fs.readFileSync(
    path.join(
      path.dirname(require.resolve('@ibm/plex-sans-arabic/package.json')),
      `fonts/complete/woff/IBMPlexSansArabic-${weight}.woff`,
    ),
  )

/** The tables of an OpenType font: tag, and whether the data still adds up to the checksum its directory records. */
function tables(font: Buffer): { tag: string; intact: boolean }[] {
  return Array.from({ length: font.readUInt16BE(4) }, (_, index) => {
    const entry = 12 + index * 16
    const offset = font.readUInt32BE(entry + 8)
    const padded = Buffer.alloc((font.readUInt32BE(entry + 12) + 3) & ~3)
    font.copy(padded, 0, offset, offset + font.readUInt32BE(entry + 12))
    let sum = 0
    for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0
    return { tag: font.toString('latin1', entry, entry + 4), intact: sum === font.readUInt32BE(entry + 4) }
  })
}

describe('WOFF to OpenType', () => {
  it.each(['Regular', 'SemiBold', 'Bold'])(
    'IBM Plex Sans Arabic %s comes out at the size its WOFF header announces, every table as the font made it',
    (weight) => {
      const woff = plex(weight)
      const font = woffToSfnt(woff)
      expect(font.length).toBe(woff.readUInt32BE(16))
      expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
      // head's checksum leaves out its own checkSumAdjustment field by definition, so it is the one that differs.
      expect(tables(font).filter((table) => !table.intact && table.tag !== 'head')).toEqual([])
      expect(tables(font).map((table) => table.tag)).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'GPOS']))
    },
  )

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and then some more bytes than a header needs to hold here'))).toThrow(
      'not a WOFF 1.0 file',
    )
  })
})
