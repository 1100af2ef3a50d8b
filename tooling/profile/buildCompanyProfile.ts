// The company profile behind "Download Company Profile", one PDF per language, typeset by Typst from the same content
// the pages show, so an editor's change reaches it with the next build. This file feeds the template beside it
// (companyProfile.typ) its words as JSON and its pictures as files it hands over, compiles it with the fonts of
// profileFonts.ts only, and checks the result. Typst reads nothing else.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { NodeCompiler, PdfStandard } from '@myriaddreamin/typst-ts-node-compiler'
import sharp from 'sharp'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import { ContentError } from '../../lib/content/ContentError.ts'
import { contentRoot } from '../../lib/content/readContent.ts'
import { localeInfo } from '../../lib/locales.ts'
import { embeddedFontNames, profileFontFiles, profileTypefaces } from './profileFonts.ts'
import { type Picture, profileData } from './profileData.ts'
import { profileProblems, tooLong } from './profileProblems.ts'
import { readableRightToLeft } from './rightToLeftText.ts'

const template = fileURLToPath(new URL('./companyProfile.typ', import.meta.url))
/** Typst's project: the template's folder, where the pictures are handed over under pictures/. */
const workspace = path.dirname(template)

/** A cover and one to three pages: what the layout is drawn for, and what a reader is offered. */
export const pageLimits = { min: 2, max: 4 } as const

/** What the compiler says about the template: the file, where in it (lines and columns from 0), and the message. */
interface Diagnostic {
  path?: string
  range?: { start: { line: number; character: number } } | null
  message: string
}

let compiler: NodeCompiler | undefined

/** One compiler for the process, made once: loading the fonts is the slow part. */
function profileCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({ workspace, fontArgs: [{ fontBlobs: profileFontFiles() }] })
  return compiler
}

/** A portrait's side in pixels once in the profile: twice the 40 points it is printed at, for print and zoom. */
const portraitPixels = 240

/**
 * Hands every picture the data names over to the compiler, from content/images/: drawings as they are (vectors), and
 * photographs cut to a small square JPEG, so a portrait the owner adds at full size does not weigh down the PDF (and
 * a format Typst does not read, such as AVIF, still prints). Returns the data with the names the template should use.
 */
async function handOverPictures<T>(value: T, imagesDir: string, compiler: NodeCompiler): Promise<T> {
  if (Array.isArray(value))
    return (await Promise.all(value.map((item) => handOverPictures(item, imagesDir, compiler)))) as T
  if (value === null || typeof value !== 'object') return value
  if ('path' in value && typeof value.path === 'string') {
    const picture = value as T & Extract<Picture, { path: string }>
    const source = fs.readFileSync(path.join(imagesDir, picture.path))
    const vector = picture.path.endsWith('.svg')
    const name = vector ? picture.path : `${picture.path}.jpg`
    const bytes = vector
      ? source
      : await sharp(source).resize(portraitPixels, portraitPixels, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer()
    compiler.mapShadow(path.join(workspace, 'pictures', name), bytes)
    return { ...picture, path: name }
  }
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, field]) => [key, await handOverPictures(field, imagesDir, compiler)]),
  )
  return Object.fromEntries(entries) as T
}

/**
 * The profile of `content`'s language as PDF bytes: A4, tagged for screen readers (PDF/UA-1), its title, author,
 * subject, keywords and language in its metadata, its two typefaces embedded (subset). `siteUrl` is the public origin
 * its links lead to; `contentDir` is content/, whose pictures it prints. Throws a ContentError, naming files and
 * lines, when content the profile needs is missing or the profile has grown past four pages.
 */
export async function buildCompanyProfile(
  content: SiteContent,
  siteUrl: string,
  contentDir = contentRoot(),
): Promise<Uint8Array> {
  const problems = profileProblems(content)
  if (problems.length > 0) throw new ContentError(problems)
  const compiler = profileCompiler()
  const data = await handOverPictures(
    profileData(content, siteUrl, profileTypefaces[content.locale]),
    path.join(contentDir, 'images'),
    compiler,
  )
  const compiled = compiler.compile({ mainFilePath: template, inputs: { data: JSON.stringify(data) } })
  const document = compiled.result
  // Warnings too: a font the template asks for and does not get would otherwise pass unseen.
  const diagnostics = compiled.takeDiagnostics()
  const messages = diagnostics
    ? compiler.fetchDiagnostics(diagnostics).map((diagnostic: Diagnostic) => {
        const at = diagnostic.range ? `:${diagnostic.range.start.line + 1}:${diagnostic.range.start.character + 1}` : ''
        return `${diagnostic.path ? `${path.relative(process.cwd(), diagnostic.path)}${at}: ` : ''}${diagnostic.message}`
      })
    : []
  if (!document || messages.length > 0) {
    throw new Error(`The company profile (${content.locale}) did not typeset cleanly:\n${messages.join('\n')}`)
  }
  if (document.numOfPages > pageLimits.max)
    throw new ContentError(tooLong(content, document.numOfPages, pageLimits.max, contentDir))
  const typeset = compiler.pdf(document, { pdfStandard: PdfStandard.UA_1 })
  // Typst keeps what it laid out for the next run; in a development server that runs on every edit, keep only the recent.
  compiler.evictCache(10)
  const pdf = localeInfo[content.locale].dir === 'rtl' ? await readableRightToLeft(typeset) : typeset
  const strays = embeddedFonts(pdf).filter((name) => !embeddedFontNames.includes(name))
  if (strays.length > 0) throw new Error(`The company profile embedded fonts it was not given: ${strays.join(', ')}`)
  return new Uint8Array(pdf)
}

/** The fonts a PDF embeds, by PostScript name, without the six-letter tag of a subset (ABCDEF+Name). */
export function embeddedFonts(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1')
  return [...new Set([...text.matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/<>[\]()]+)/g)].map((match) => match[1]!))]
}
