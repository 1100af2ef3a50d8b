import type { InWords } from '../locales.ts'
import type { Position } from './positions.ts'

/** One problem of one file: where it is, the field it concerns, and what to do. */
export interface Problem {
  /** The file as named in the repository, e.g. content/news/ev-chargers.mdx. */
  file: string
  /** Where in the file, when the file exists. */
  at?: Position
  /** The field, e.g. "alignment › item 2 › initiative"; absent for a problem of the whole file. */
  field?: string
  message: string
  /** The title of the entry the file holds, in each language, as the editor's lists show it. */
  entry?: InWords
}

/** Where a reader of content files reports what it finds (Problems, in ContentError.ts, gathers them and fails once). */
export interface ProblemCollector {
  /** What has been reported so far. */
  readonly list: readonly Problem[]
  add(...problems: Problem[]): void
}
