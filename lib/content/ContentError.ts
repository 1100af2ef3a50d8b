import { fieldPath } from './formatIssues.ts'
import { guideLink } from './guideLinks.ts'
import { editorPlace } from './labels.ts'
import type { Problem, ProblemCollector } from './problem.ts'

// Problem lives in problem.ts, which imports nothing of the content types: the readers that report problems
// (readContent.ts, formatIssues.ts) depend on it alone, and not on this class, whose message names fields as the
// editor labels them and so needs every content type.
export type { Problem, ProblemCollector }

/**
 * The line an editor reads: where it is in the file, then the problem in the editor's words, ending with where the
 * field guide describes the field:
 * content/news/ev.mdx:4:7: News items › ev › Publication date (English): expected a date like 2024-05-01, found
 * "last spring" (docs/content-guide.md#news-item-date)
 */
export function problemText(problem: Problem): string {
  const { file, at } = problem
  return `${file}${at ? `:${at.line}:${at.col}` : ''}: ${problemSentence(problem)}`
}

/**
 * The problem with its field named as the CMS names it, by its collection, file and labels, and list items by their
 * number ("Pages › About page › Four Pillars section › Pillar cards › 3 › Pillar card title (Arabic) is empty"), so
 * an editor finds it in the editor; the keys stay in `field`, for developers and the guide's anchors.
 */
export function problemSentence(problem: Problem): string {
  const { file, field, message, entry } = problem
  if (!field) return messageWithGuide(problem)
  const place = editorPlace(file, fieldPath(field), undefined, entry) ?? field
  return `${place}${/^(is|are) /.test(message) ? ' ' : ': '}${messageWithGuide(problem)}`
}

/** The message and, when the guide has a part on the file, the guide's anchor for the field. */
export function messageWithGuide({ file, field, message }: Problem): string {
  const guide = field ? guideLink(file, field) : undefined
  return guide ? `${message} (${guide})` : message
}

/** Every problem found in content/, gathered so an editor sees all of them at once rather than one per build. */
export class ContentError extends Error {
  /** Each problem as one line of text. */
  readonly problems: readonly string[]

  constructor(readonly details: readonly Problem[]) {
    const problems = details.map(problemText)
    super(
      [
        `The website content has ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}:`,
        ...problems.map((problem) => `  - ${problem}`),
        'Fix each file named above (every visible word lives in content/), then run `npm run check:content` again.',
      ].join('\n'),
    )
    this.problems = problems
    this.name = 'ContentError'
  }
}

/** Collects problems while the content is read, then fails once with the whole list. */
export class Problems implements ProblemCollector {
  readonly list: Problem[] = []

  add(...problems: Problem[]): void {
    this.list.push(...problems)
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ContentError(this.list)
  }
}
