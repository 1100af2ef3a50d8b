// The company profile behind "Download Company Profile", one PDF per language, typeset by Typst from the same content
// the pages show, so an editor's change reaches it with the next build. This file feeds the template beside it
// (companyProfile.typ) its words as JSON, compiles it with the fonts of profileFonts.ts only, and checks the result.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { NodeCompiler, PdfStandard } from '@myriaddreamin/typst-ts-node-compiler'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import { ContentError } from '../../lib/content/ContentError.ts'
import { embeddedFontNames, profileFontFiles, profileTypefaces } from './profileFonts.ts'
import { profileData } from './profileData.ts'
import { profileProblems, tooLong } from './profileProblems.ts'

const template = fileURLToPath(new URL('./companyProfile.typ', import.meta.url))

/** A cover and one to three pages: what the layout is drawn for, and what a reader is offered. */
export const pageLimits = { min: 2, max: 4 } as const

/** What the compiler says about the template: the file, where in it (lines and columns from 0), and the message. */
interface Diagnostic {
  path?: string
  range?: { start: { line: number; character: number } } | null
  message: string
}

const compilers = new Map<string, NodeCompiler>()

/** One compiler per repository root, made once: loading the fonts is the slow part. */
function compilerFor(root: string): NodeCompiler {
  let compiler = compilers.get(root)
  if (!compiler) {
    compiler = NodeCompiler.create({ workspace: root, fontArgs: [{ fontBlobs: profileFontFiles() }] })
    compilers.set(root, compiler)
  }
  return compiler
}

/**
 * The profile of `content`'s language as PDF bytes: A4, tagged for screen readers (PDF/UA-1), its title, author,
 * subject, keywords and language in its metadata, its two typefaces embedded (subset). `siteUrl` is the public origin
 * its links lead to; `root` is the repository (content/ and the template are read from it). Throws a ContentError,
 * naming files and lines, when content the profile needs is missing or the profile has grown past four pages.
 */
export function buildCompanyProfile(content: SiteContent, siteUrl: string, root = process.cwd()): Uint8Array {
  const problems = profileProblems(content)
  if (problems.length > 0) throw new ContentError(problems)
  const data = profileData(content, siteUrl, profileTypefaces[content.locale])
  const compiler = compilerFor(root)
  const compiled = compiler.compile({ mainFilePath: template, inputs: { data: JSON.stringify(data) } })
  const document = compiled.result
  // Warnings too: a font the template asks for and does not get would otherwise pass unseen.
  const diagnostics = compiled.takeDiagnostics()
  const messages = diagnostics
    ? compiler.fetchDiagnostics(diagnostics).map((diagnostic: Diagnostic) => {
        const at = diagnostic.range ? `:${diagnostic.range.start.line + 1}:${diagnostic.range.start.character + 1}` : ''
        return `${diagnostic.path ? `${path.relative(root, diagnostic.path)}${at}: ` : ''}${diagnostic.message}`
      })
    : []
  if (!document || messages.length > 0) {
    throw new Error(`The company profile (${content.locale}) did not typeset cleanly:\n${messages.join('\n')}`)
  }
  if (document.numOfPages > pageLimits.max)
    throw new ContentError(tooLong(content, document.numOfPages, pageLimits.max, path.join(root, 'content')))
  const pdf = compiler.pdf(document, { pdfStandard: PdfStandard.UA_1 })
  // Typst keeps what it laid out for the next run; in a development server that runs on every edit, keep only the recent.
  compiler.evictCache(10)
  const strays = embeddedFonts(pdf).filter((name) => !embeddedFontNames.includes(name))
  if (strays.length > 0) throw new Error(`The company profile embedded fonts it was not given: ${strays.join(', ')}`)
  return new Uint8Array(pdf)
}

/** The fonts a PDF embeds, by PostScript name, without the six-letter tag of a subset (ABCDEF+Name). */
export function embeddedFonts(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1')
  return [...new Set([...text.matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/<>[\]()]+)/g)].map((match) => match[1]!))]
}
