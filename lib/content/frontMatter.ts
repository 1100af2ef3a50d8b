import fs from 'node:fs'
import { VFile } from 'vfile'
import { matter } from 'vfile-matter'
import YAML, { type DocumentOptions, type ParseOptions, type SchemaOptions, type ToJSOptions } from 'yaml'

/** An MDX file split into its fields (the front matter) and the text below them. */
export interface FrontMatter {
  data: unknown
  body: string
  /** How many lines of the file come before the body. */
  bodyOffset: number
}

/** Why a file's fields could not be found: a sentence for its editor, at the file's first line. */
export class FrontMatterError extends Error {
  override name = 'FrontMatterError'
}

/**
 * Splits an MDX file into its fields and its text. The fields are YAML and nothing else: vfile-matter reads only a
 * block opened by a line of exactly three dashes, with the `yaml` package, which builds plain data and evaluates
 * nothing. A block opened as `---js` (or `---coffee`, `--- javascript`, any other language), which other readers run
 * as code, is refused with a message before anything reads it.
 */
export function splitFrontMatter(
  source: string,
  yaml: ParseOptions & DocumentOptions & SchemaOptions & ToJSOptions = {},
): FrontMatter {
  const text = source.replace(/^\uFEFF/, '')
  const firstLine = /^[^\r\n]*/.exec(text)![0]
  if (/^---\s*\S/.test(firstLine)) {
    throw new FrontMatterError(
      `the first line is "${firstLine}" where it must be exactly --- (three dashes): change it to ---. The fields are plain text, never a program, so nothing in them is run`,
    )
  }
  if (firstLine !== '---') {
    throw new FrontMatterError('the file must begin with its fields between two lines of exactly three dashes (---)')
  }
  const file = new VFile(text)
  matter(file, { strip: true, yaml })
  const body = String(file.value)
  if (body.length === text.length) {
    throw new FrontMatterError('the fields need a line of exactly three dashes (---) after them too; add it')
  }
  return {
    data: file.data.matter,
    body,
    bodyOffset: text.slice(0, text.length - body.length).split(/\r?\n|\r/).length - 1,
  }
}

/**
 * A content file's fields and text, read leniently: undefined when it cannot be read, which the check of its own
 * language reports. For the checks that compare files (the languages, their parity) and name entries.
 */
export function readFields(file: string): { data: unknown; body: string; bodyLine: number } | undefined {
  try {
    const source = fs.readFileSync(file, 'utf8')
    if (!file.endsWith('.mdx')) return { data: YAML.parse(source) ?? {}, body: '', bodyLine: 1 }
    const { data, body, bodyOffset } = splitFrontMatter(source)
    return { data, body, bodyLine: bodyOffset + 1 }
  } catch {
    return undefined
  }
}
