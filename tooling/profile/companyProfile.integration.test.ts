// The company profiles as a reader gets them, read back with poppler (Debian's poppler-utils: pdftotext, pdfinfo,
// pdffonts, pdftoppm), the tools a screen reader's or a search engine's text comes close to, and with pdf.js, which
// browsers' PDF viewers copy and search through. Built from content/ here,
// without the rest of the site, so these run in a second or two.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentError } from '../../lib/content/ContentError.ts'
import { copyContent } from '../../testing/contentFixture.ts'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { type Locale, locales } from '../../lib/locales.ts'
import { buildCompanyProfile, embeddedFonts, pageLimits } from './buildCompanyProfile.ts'
import { embeddedFontNames, profileTypefaces } from './profileFonts.ts'
import { profileData, withoutArabicMarks } from './profileData.ts'

const contents = loadEveryLanguage()
const siteUrl = contents.en.company.website
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'company-profile-'))
const file = (locale: Locale) => path.join(folder, `${locale}.pdf`)
const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8' })

beforeAll(async () => {
  for (const locale of locales) fs.writeFileSync(file(locale), await buildCompanyProfile(contents[locale], siteUrl))
})
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

/** The words as the profile prints them: the Arabic without its vowel marks (see withoutArabicMarks). */
const printed = (content: SiteContent, words: string) => (content.locale === 'ar' ? withoutArabicMarks(words) : words)

/**
 * The Arabic ligatures of a PDF (a glyph standing for several letters, such as lam-alef or feh-yeh), read from its
 * ToUnicode maps, where they are listed as drawn (rightToLeftText.ts says why): here in reading order.
 */
function arabicLigatures(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  // Each stream as written, and inflated where it is compressed: a map may be stored either way.
  const streams = [...raw.matchAll(/stream\r?\n/g)].flatMap((match) => {
    const data = pdf.subarray(match.index + match[0].length, raw.indexOf('endstream', match.index))
    try {
      return [data.toString('latin1'), zlib.inflateSync(data).toString('latin1')]
    } catch {
      return [data.toString('latin1')]
    }
  })
  const found = new Set<string>()
  for (const stream of streams.filter((each) => each.includes('beginbfchar'))) {
    for (const [, hex] of stream.matchAll(/<[0-9A-F]{4}>\s*<((?:[0-9A-F]{4}){2,})>/gi)) {
      const units = hex!.match(/.{4}/g)!.map((unit) => Number.parseInt(unit, 16))
      const letters = String.fromCharCode(...units.reverse())
      if (/^[\u0600-\u06FF]+$/.test(letters)) found.add(letters)
    }
  }
  return [...found]
}

/** Whether `text` holds `words` in reading order, with any white space between them. */
function readsInOrder(text: string, words: string): boolean {
  const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(words.trim().split(/\s+/).map(literal).join('\\s+')).test(text)
}

/**
 * The words of `text`: each run of Arabic letters and each run of Latin letters, in small letters as the English labels
 * are printed in capitals (figures and signs, whose place beside Arabic words the readers guess each in their own way,
 * are left out).
 */
function wordsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/(?:(?=\p{L})\p{Script=Arabic})+|(?:(?=\p{L})\p{Script=Latin})+/gu)
  return new Set(words ?? [])
}

/** The texts the profile prints, as the build hands them to the template: not its links, pictures or metadata. */
function printedTexts(content: SiteContent): string[] {
  const unprinted = new Set(['lang', 'dir', 'fonts', 'colors', 'document', 'href', 'svg', 'path', 'alt', 'accent'])
  const texts: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value !== null && typeof value === 'object')
      for (const [key, field] of Object.entries(value)) if (!unprinted.has(key)) walk(field)
  }
  walk(profileData(content, siteUrl, profileTypefaces[content.locale]))
  return texts
}

/** The text pdf.js gives for every page of `file`, as a browser's PDF viewer reads it for copying and searching. */
async function pdfjsText(file: string): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(fs.readFileSync(file)) }).promise
  const pages = await Promise.all(
    Array.from({ length: document.numPages }, async (_, index) => {
      const { items } = await (await document.getPage(index + 1)).getTextContent()
      return items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('')
    }),
  )
  await document.destroy()
  return pages.join('\n')
}

describe.each(locales)('the company profile in %s', (locale) => {
  const content = contents[locale]

  it("pdftotext reads the company's name, the four pillars' titles and the licence number in reading order", () => {
    // Direction marks pdftotext adds around runs of the other direction are not text.
    const text = poppler('pdftotext', '-enc', 'UTF-8', file(locale), '-').replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    const expected = [
      content.company.name,
      content.company.legalName,
      ...content.about.pillars.items.map((pillar) => pillar.title),
      content.company.licenseNumber,
    ].map((words) => printed(content, words))
    expect(expected.filter((words) => !readsInOrder(text, words))).toEqual([])
  })

  // Every word as written in content/, whole and in its letters' order, ligatures included (في, دبي, الشراكة, نلتزم and
  // الخبرة are each drawn with one): what a reader copies, searches or hears.
  it.each([
    ['pdftotext', async () => poppler('pdftotext', '-enc', 'UTF-8', file(locale), '-')],
    ['pdf.js', async () => pdfjsText(file(locale))],
  ])('%s reads every word it prints as written, and no other', async (_, read) => {
    const expected = wordsOf(printedTexts(content).join('\n'))
    const words = wordsOf(await read())
    expect([...expected].filter((word) => !words.has(word))).toEqual([])
    expect([...words].filter((word) => !expected.has(word))).toEqual([])
    if (locale === 'ar') {
      const ligatures = arabicLigatures(fs.readFileSync(file(locale)))
      const drawnWithLigatures = [...expected].filter((word) => ligatures.some((letters) => word.includes(letters)))
      expect(drawnWithLigatures.length).toBeGreaterThan(50)
      expect(drawnWithLigatures.filter((word) => !words.has(word))).toEqual([])
    }
  })

  it('pdfinfo shows its title, author, subject and language, two to four A4 pages, tagged as PDF/UA-1', () => {
    const info = Object.fromEntries(
      poppler('pdfinfo', '-enc', 'UTF-8', file(locale))
        .split('\n')
        .map((line) => line.split(/:\s+(.*)/s).slice(0, 2)),
    )
    expect(info.Title).toBe(printed(content, `${content.company.name}: ${content.about.profile.title}`))
    expect(info.Author).toBe(printed(content, content.company.legalName))
    expect(info.Subject).toBe(printed(content, content.company.tagline))
    expect(info.Tagged).toBe('yes')
    expect(info['Page size']).toContain('(A4)')
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(pageLimits.min)
    expect(Number(info.Pages)).toBeLessThanOrEqual(pageLimits.max)
    const metadata = poppler('pdfinfo', '-meta', file(locale))
    expect(metadata).toContain(`<dc:language><rdf:Bag><rdf:li>${locale}-AE</rdf:li>`)
    expect(metadata).toContain('<pdfuaid:part>1</pdfuaid:part>')
    expect(fs.readFileSync(file(locale), 'latin1')).toContain(`/Lang (${locale}-AE)`)
  })

  it('pdffonts shows its typefaces embedded (subset), and no other font', () => {
    const rows = poppler('pdffonts', file(locale)).trim().split('\n').slice(2)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const [name, , , , embedded, subset] = row.split(/\s+/)
      expect({ name, embedded, subset }).toEqual({ name: expect.any(String), embedded: 'yes', subset: 'yes' })
      expect(embeddedFontNames).toContain(name!.replace(/^[A-Z]{6}\+/, ''))
    }
    expect(embeddedFonts(fs.readFileSync(file(locale))).length).toBe(rows.length)
  })

  it('links to the e-mail address, the phone, the website and the pages of the solutions and initiatives', () => {
    const urls = poppler('pdfinfo', '-url', file(locale))
    const { company } = content
    expect(urls).toContain(`mailto:${company.email}`)
    expect(urls).toContain(`tel:${company.phone.replace(/ /g, '')}`)
    expect(urls).toContain(`${siteUrl}${locale === 'en' ? '' : `/${locale}`}`)
    for (const { slug } of content.solutions) expect(urls).toContain(`/solutions/${slug}`)
    for (const { slug } of content.initiatives) expect(urls).toContain(`/vision/${slug}`)
  })

  it('is small enough to send by e-mail (400 KB)', () => {
    expect(fs.statSync(file(locale)).size).toBeLessThan(400 * 1000)
  })

  it('its cover looks as it did when its reference picture was made (a broken layout fails)', async () => {
    const reference = path.join(import.meta.dirname, 'references', `cover-${locale}.png`)
    // Small on purpose: the layout, not the letters, is what this compares.
    poppler(
      'pdftoppm',
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '24',
      '-png',
      '-singlefile',
      file(locale),
      path.join(folder, 'cover'),
    )
    const drawn = path.join(folder, 'cover.png')
    if (process.env.UPDATE_PROFILE_REFERENCES) {
      await sharp(drawn).png({ compressionLevel: 9 }).toFile(reference)
      return
    }
    expect(fs.existsSync(reference), `no ${reference}: run with UPDATE_PROFILE_REFERENCES=1 once`).toBe(true)
    const [now, then] = await Promise.all(
      [drawn, reference].map((picture) => sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
    )
    expect(now!.info.width * now!.info.height).toBe(then!.info.width * then!.info.height)
    let differing = 0
    for (let at = 0; at < now!.data.length; at += 3) {
      const distance = Math.max(
        ...[0, 1, 2].map((channel) => Math.abs(now!.data[at + channel]! - then!.data[at + channel]!)),
      )
      if (distance > 48) differing += 1
    }
    // Anti-aliasing may move a little between poppler versions; a moved block, a lost picture or a page of
    // missing glyphs changes thousands of pixels.
    expect(differing / (now!.info.width * now!.info.height)).toBeLessThan(0.01)
  })
})

describe('a photograph as a portrait', () => {
  it('is printed from a small JPEG the build cuts from it, whatever its format and size', async () => {
    const contentDir = copyContent()
    // A 2000-pixel AVIF, a format the site takes and Typst does not read.
    const photo = 'team/owner-photo.avif'
    await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#7dd3fc' } })
      .avif()
      .toFile(path.join(contentDir, 'images', photo))
    const [owner, ...others] = contents.en.team
    const content = { ...contents.en, team: [{ ...owner!, data: { ...owner!.data, image: photo } }, ...others] }
    const pdf = path.join(folder, 'photo.pdf')
    fs.writeFileSync(pdf, await buildCompanyProfile(content, siteUrl, contentDir))
    // pdfimages -list: page, num, type, width, height, color, comp, bpc, enc, ...
    const images = poppler('pdfimages', '-list', pdf)
      .trim()
      .split('\n')
      .slice(2)
      .map((row) => row.trim().split(/\s+/))
    expect(images.map(([, , , width, height, , , , encoding]) => [width, height, encoding])).toContainEqual([
      '240',
      '240',
      'jpeg',
    ])
    expect(fs.statSync(pdf).size).toBeLessThan(400 * 1000)
    fs.rmSync(path.dirname(contentDir), { recursive: true, force: true })
  })
})

describe('when content the profile needs is missing or too long', () => {
  it('names the folder that has no file for a list the profile prints', async () => {
    const failure = await buildCompanyProfile({ ...contents.ar, team: [] }, siteUrl).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ContentError)
    expect((failure as ContentError).problems).toEqual([
      'content/ar/team/: the company profile (PDF) prints the leadership team, and this folder has no file; add one',
    ])
  })

  it('names the longest texts it prints, at their file and line, when it would run past its last page', async () => {
    const { about } = contents.en
    const long = `${about.about.paragraphs[0]} `.repeat(3).trim()
    const content = {
      ...contents.en,
      about: { ...about, about: { ...about.about, paragraphs: [long, long, long, long] } },
    }
    const failure = await buildCompanyProfile(content, siteUrl).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ContentError)
    const problems = (failure as ContentError).details
    expect(problems.length).toBe(3)
    const [first] = problems
    expect(first).toMatchObject({ file: 'content/about.yaml', field: 'about › paragraphs › item 1' })
    // The line named is the one the paragraph is written on.
    const line = fs.readFileSync(first!.file, 'utf8').split('\n')[first!.at!.line - 1]
    expect(line).toContain(about.about.paragraphs[0]!.slice(0, 40))
    expect(first!.message).toMatch(/^the company profile \(PDF\) now runs to \d pages, over its 4: shorten/)
  })
})
