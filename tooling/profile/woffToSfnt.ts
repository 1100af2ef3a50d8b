import { inflateSync } from 'node:zlib'

/**
 * The OpenType font inside a WOFF 1.0 file, byte for byte. IBM ships Plex Sans Arabic on npm as WOFF and WOFF2 only,
 * and Typst reads TrueType/OpenType: WOFF 1.0 is those same tables, each compressed with zlib, behind a header of its
 * own (https://www.w3.org/TR/WOFF/), so unwrapping it loses nothing.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength)
  if (input.length < 44 || input.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file')
  const flavor = input.readUInt32BE(4)
  const numTables = input.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20
    return {
      tag: input.readUInt32BE(at),
      offset: input.readUInt32BE(at + 4),
      compressedLength: input.readUInt32BE(at + 8),
      length: input.readUInt32BE(at + 12),
      checksum: input.readUInt32BE(at + 16),
    }
  })
  const padded = (length: number) => (length + 3) & ~3
  const headerLength = 12 + 16 * numTables
  const output = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.length), 0))
  // The sfnt header's binary-search fields, as the OpenType specification defines them.
  const searchPower = 2 ** Math.floor(Math.log2(numTables))
  output.writeUInt32BE(flavor, 0)
  output.writeUInt16BE(numTables, 4)
  output.writeUInt16BE(searchPower * 16, 6)
  output.writeUInt16BE(Math.log2(searchPower), 8)
  output.writeUInt16BE((numTables - searchPower) * 16, 10)
  let offset = headerLength
  tables.forEach((table, index) => {
    const stored = input.subarray(table.offset, table.offset + table.compressedLength)
    const data = table.compressedLength < table.length ? inflateSync(stored) : stored
    if (data.length !== table.length) throw new Error('a table of the WOFF file does not have its stated length')
    const entry = 12 + index * 16
    output.writeUInt32BE(table.tag, entry)
    output.writeUInt32BE(table.checksum, entry + 4)
    output.writeUInt32BE(offset, entry + 8)
    output.writeUInt32BE(table.length, entry + 12)
    data.copy(output, offset)
    offset += padded(table.length)
  })
  return output
}
