// A page of results is 40–60 KiB of HTML of which all but a few KiB is the same in every answer: the header, the
// footer, the styles. Compressing the whole page for each search cost more than finding the results, so the shared
// pieces are compressed once, at start, and an answer compresses only what it fills in, then joins the pieces into
// one gzip stream. That works because DEFLATE (RFC 1951) is a series of blocks: a piece compressed with a sync flush
// ends on a byte boundary with no final block, so the next piece's blocks can follow it; only the last is final, and
// gzip's trailer (RFC 1952) is the CRC-32 and length of the whole, computed per answer (zlib's crc32 runs at GB/s).
// Brotli streams cannot be joined this way, so an answer is gzip, which every browser takes.
import zlib from 'node:zlib'

/** gzip's header: the magic, DEFLATE, no flags, no time, no extra flags, unknown system (RFC 1952, 2.3). */
const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255])
/** The longest stored block's content (RFC 1951, 3.2.4). */
const storedBlockMax = 0xffff
/** What is shorter than this goes as it is (a stored block): compressing a title or a box's words gains nothing. */
const storedBelow = 256
/**
 * The level an answer's own part is compressed at: zlib's fastest. Measured on the results of two-word queries, the
 * part is some 7 KiB; level 1 compresses an Arabic one in two thirds of the time level 6 takes (0.08 against 0.12 ms)
 * and makes it 10 % larger (about 190 bytes of a 12 KiB answer). For a search never asked before, compressing is
 * nearly half of what the answer costs beyond the request itself; finding the words is the rest.
 */
const answerLevel = 1

/** A piece as the blocks that follow a sync flush: more blocks may come after them. */
function compressedPiece(piece: Buffer, level: number): Buffer {
  if (piece.length === 0) return piece
  if (piece.length < storedBelow) return storedBlocks(piece)
  return zlib.deflateRawSync(piece, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH })
}

/** `bytes` as stored (uncompressed) DEFLATE blocks, none final, starting on a byte boundary. */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += storedBlockMax) {
    const content = bytes.subarray(at, at + storedBlockMax)
    const head = Buffer.alloc(5)
    // BFINAL 0, BTYPE 00 (stored), then LEN and its one's complement NLEN, little-endian.
    head.writeUInt16LE(content.length, 1)
    head.writeUInt16LE(~content.length & 0xffff, 3)
    blocks.push(head, content)
  }
  return Buffer.concat(blocks)
}

/** The empty final block that ends the stream: BFINAL 1, BTYPE 01 (fixed Huffman), then the end-of-block code. */
const finalBlock = Buffer.from([0x03, 0x00])

/**
 * The shared pieces of a page, compressed once; `gzip` joins them with what an answer puts between them. There is
 * one piece more than there are strings to put in, as in resultsPage.ts.
 */
export class GzipPieces {
  readonly #pieces: { bytes: Buffer; compressed: Buffer }[]

  constructor(pieces: readonly string[]) {
    // At start, so as small as zlib makes them.
    this.#pieces = pieces.map((piece) => {
      const bytes = Buffer.from(piece)
      return { bytes, compressed: compressedPiece(bytes, zlib.constants.Z_BEST_COMPRESSION) }
    })
  }

  /** The whole page as one gzip stream: the shared pieces with `filled` between them. */
  gzip(filled: readonly string[]): Buffer {
    if (filled.length !== this.#pieces.length - 1) {
      throw new Error(`The page has ${this.#pieces.length - 1} places to fill, not ${filled.length}.`)
    }
    const parts: Buffer[] = [header]
    let crc = 0
    let length = 0
    const add = (bytes: Buffer, compressed: Buffer) => {
      parts.push(compressed)
      crc = zlib.crc32(bytes, crc)
      length += bytes.length
    }
    for (let at = 0; at < this.#pieces.length; at++) {
      const piece = this.#pieces[at]!
      add(piece.bytes, piece.compressed)
      const text = filled[at]
      if (text) {
        const bytes = Buffer.from(text)
        add(bytes, compressedPiece(bytes, answerLevel))
      }
    }
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(crc >>> 0, 0)
    // ISIZE is the length modulo 2^32.
    trailer.writeUInt32LE(length % 2 ** 32, 4)
    parts.push(finalBlock, trailer)
    return Buffer.concat(parts)
  }
}
