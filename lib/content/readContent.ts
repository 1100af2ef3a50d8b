import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import type { z } from 'zod'
import type { ProblemCollector } from './problem.ts'
import { formatIssues } from './formatIssues.ts'
import { FrontMatterError, splitFrontMatter } from './frontMatter.ts'
import { fieldPositions, type FieldPositions } from './positions.ts'

/** Where the content lives; tests point CONTENT_DIR at fixtures. */
export function contentRoot(): string {
  return path.resolve(process.env.CONTENT_DIR ?? 'content')
}

/** How a file is named in messages: as the editor sees it in the repository. */
function displayName(root: string, file: string): string {
  const relative = path.relative(path.dirname(root), file).split(path.sep).join('/')
  return relative.startsWith('..') ? file : relative
}

// One YAML reader for .yaml files and MDX frontmatter alike, with the core schema, so a date such as 2025-10-09 stays
// the text it was written as (js-yaml's default schema would turn it into a Date).
const yamlOptions = { prettyErrors: true } as const

interface Parsed {
  data: unknown
  body: string
  /** How many lines of the file come before the body, so MDX errors can name the file's own line. */
  bodyOffset: number
  /** Where each field is written, for messages that name the line. */
  positions: FieldPositions
}

function parse(file: string, name: string, problems: ProblemCollector): Parsed | undefined {
  let source: string
  try {
    source = fs.readFileSync(file, 'utf8')
  } catch (error) {
    problems.add({ file: name, message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` })
    return undefined
  }
  const positions = fieldPositions(file, source)
  try {
    if (file.endsWith('.mdx')) return { ...splitFrontMatter(source, yamlOptions), positions }
    return { data: YAML.parse(source, yamlOptions) ?? {}, body: '', bodyOffset: 0, positions }
  } catch (error) {
    if (error instanceof FrontMatterError) {
      problems.add({ file: name, at: { line: 1, col: 1 }, message: error.message })
      return undefined
    }
    const reason =
      error instanceof Error ? error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '') : String(error)
    // The YAML reader counts from the start of the fields, which in an MDX file is the line after the opening ---.
    const place = (error as YAML.YAMLError).linePos?.[0]
    const firstLine = positions.offset(0).line
    problems.add({
      file: name,
      at: place ? { line: firstLine + place.line - 1, col: place.col } : { line: 1, col: 1 },
      message: `the fields cannot be read: ${reason}. Check the indentation and that text with a colon is in quotes.`,
    })
    return undefined
  }
}

function validate<S extends z.ZodType>(
  schema: S,
  parsed: Parsed,
  name: string,
  problems: ProblemCollector,
): z.output<S> | undefined {
  const result = schema.safeParse(parsed.data, { reportInput: true })
  if (result.success) return result.data
  problems.add(...formatIssues(name, result.error.issues, parsed.positions))
  return undefined
}

/** Reads one data file such as content/home.yaml. */
export function readDocument<S extends z.ZodType>(
  relativePath: string,
  schema: S,
  problems: ProblemCollector,
  root = contentRoot(),
): z.output<S> | undefined {
  const file = path.join(root, relativePath)
  const name = displayName(root, file)
  if (!fs.existsSync(file)) {
    problems.add({ file: name, message: 'the file is missing; it holds words the site needs, so restore it' })
    return undefined
  }
  const parsed = parse(file, name, problems)
  return parsed && validate(schema, parsed, name, problems)
}

export interface Entry<T> {
  /** The file name without its extension: the last part of the page address. */
  slug: string
  /** The file as named in messages, e.g. content/news/ev-chargers.mdx. */
  file: string
  data: T
  /** The MDX body (empty for YAML). */
  body: string
  /** Lines of the file before the body. */
  bodyOffset: number
  /** Where each field is written, for messages about it. */
  positions: FieldPositions
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Reads every file of a folder such as content/initiatives/, each validated against the folder's schema. */
export function readCollection<S extends z.ZodType>(
  folder: string,
  extension: '.mdx' | '.yaml',
  schema: S,
  problems: ProblemCollector,
  root = contentRoot(),
): Entry<z.output<S>>[] {
  const directory = path.join(root, folder)
  const folderName = `${displayName(root, directory)}/`
  if (!fs.existsSync(directory)) {
    problems.add({ file: folderName, message: 'the folder is missing' })
    return []
  }
  const entries: Entry<z.output<S>>[] = []
  for (const fileName of fs.readdirSync(directory).sort()) {
    const file = path.join(directory, fileName)
    const name = displayName(root, file)
    if (fileName.startsWith('.') || fs.statSync(file).isDirectory()) continue
    if (!fileName.endsWith(extension)) {
      problems.add({ file: name, message: `only ${extension} files belong in ${folderName}; rename or move this file` })
      continue
    }
    const slug = fileName.slice(0, -extension.length)
    if (!slugPattern.test(slug)) {
      problems.add({
        file: name,
        message: `the file name becomes the page address, so use lowercase letters, digits and single hyphens, like dubai-d33${extension}`,
      })
      continue
    }
    const parsed = parse(file, name, problems)
    const data = parsed && validate(schema, parsed, name, problems)
    if (parsed && data !== undefined) {
      entries.push({
        slug,
        file: name,
        data,
        body: parsed.body,
        bodyOffset: parsed.bodyOffset,
        positions: parsed.positions,
      })
    }
  }
  if (entries.length === 0 && !problems.list.some((problem) => problem.file.startsWith(folderName))) {
    problems.add({ file: folderName, message: `no ${extension} files found; the site needs at least one` })
  }
  return entries
}
