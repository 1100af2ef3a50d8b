// The text a reader copies, searches and hears from a right-to-left profile. Typst draws Arabic as it is seen, left to
// right, and its ToUnicode maps give each glyph's letters in reading order. The programs that rebuild a PDF's text
// (poppler's pdftotext, pdf.js in Firefox and many web viewers, pdfminer, PyMuPDF) join the glyphs' letters in the
// order they are drawn and then turn the right-to-left runs round, so the letters of every ligature came out backwards
// (في read يف, دبي read ديب); this module lists them in drawn order, which those programs turn into reading order. They
// also take a gap of more than a tenth of the type size between two glyphs for a space, and IBM Plex Sans Arabic's
// kerning leaves up to 0.14 em after a letter that does not join the next (ر in التعريفي, ا in الشراكة), which split
// words in two: such gaps are narrowed to just under that tenth, a change of at most a few hundredths of an em.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFContext,
} from 'pdf-lib'
import { deflateSync } from 'node:zlib'

/** A right-to-left run of letters and marks (Hebrew, Arabic and their presentation forms). */
const rightToLeft = /^[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]+$/u

/** The widest gap, in thousandths of the type size, that pdftotext (a tenth) and pdf.js (0.102) read as no space. */
export const widestGapInAWord = 95
/** Gaps from this width up are word spaces or deliberate, and stay as they are. */
const narrowestSpace = 200

/** `pdf` with its glyphs' letters in drawn order and the gaps inside its words narrowed, looking as it did. */
export async function readableRightToLeft(pdf: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  const { context } = document
  const fontMaps = new Set<PDFRef>()
  const forms = new Set<PDFRef>()
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object
    if (!(dict instanceof PDFDict)) continue
    const toUnicode = dict.get(PDFName.of('ToUnicode'))
    if (toUnicode instanceof PDFRef) fontMaps.add(toUnicode)
    if (object instanceof PDFRawStream && dict.get(PDFName.of('Subtype')) === PDFName.of('Form')) forms.add(ref)
  }
  const pageContents = document.getPages().flatMap((page) => {
    const contents = page.node.get(PDFName.of('Contents'))
    return contents instanceof PDFArray ? contents.asArray() : [contents]
  })
  for (const ref of fontMaps) rewrite(context, ref, lettersInDrawnOrder)
  for (const ref of [...pageContents, ...forms]) if (ref instanceof PDFRef) rewrite(context, ref, narrowGapsInWords)
  return document.save({ useObjectStreams: false, addDefaultPage: false })
}

/** Replaces the stream at `ref` by `change` of its decoded text, compressed. */
function rewrite(context: PDFContext, ref: PDFRef, change: (text: string) => string): void {
  const stream = context.lookup(ref)
  // pdf-lib reads every stream of a file it loads as a raw one: anything else was not in the PDF.
  if (!(stream instanceof PDFRawStream)) return
  const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
  const changed = change(text)
  if (changed === text) return
  const dict = stream.dict.clone(context)
  dict.delete(PDFName.of('DecodeParms'))
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'))
  context.assign(ref, PDFRawStream.of(dict, deflateSync(Buffer.from(changed, 'latin1'))))
}

/**
 * A ToUnicode map whose glyphs of several right-to-left letters (ligatures) list them as drawn, right to left: each
 * `<glyph> <letters>` pair of a bfchar block, the letters as UTF-16 in hex.
 */
export function lettersInDrawnOrder(map: string): string {
  return map.replace(/(<[0-9A-Fa-f]+>\s*)<((?:[0-9A-Fa-f]{4}){2,})>/g, (pair, glyph: string, hex: string) => {
    const units = hex.match(/.{4}/g)!
    const letters = String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16)))
    return rightToLeft.test(letters) ? `${glyph}<${units.reverse().join('')}>` : pair
  })
}

/**
 * A content stream whose text arrays (`[(glyphs) -111 (glyphs)] TJ`) move no glyph further from the one before it than
 * `widestGapInAWord`, wherever it moved one by more and by less than a word space. Typst writes each word as an array
 * of its own, so no space between words is touched.
 */
export function narrowGapsInWords(content: string): string {
  const textArray = /\[((?:\((?:\\[\s\S]|[^\\)])*\)|<[0-9A-Fa-f\s]*>|[-+.\d\s])*)\]\s*TJ/g
  return content.replace(textArray, (array) =>
    array.replace(/\((?:\\[\s\S]|[^\\)])*\)|<[^>]*>|[-+]?[\d.]+/g, (token) => {
      const shift = Number(token)
      if (Number.isNaN(shift) || shift >= -widestGapInAWord || shift <= -narrowestSpace) return token
      return String(-widestGapInAWord)
    }),
  )
}
