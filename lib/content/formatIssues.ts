import type { z } from 'zod'
import type { Problem } from './problem.ts'
import type { FieldPositions } from './positions.ts'

/**
 * Turns zod's issues into sentences an editor can act on, one per problem, at the field's place in the file:
 *   content/news/ev-chargers.mdx:4:7: date: expected a date like 2024-05-01, found "last spring"
 * The file comes first (Docusaurus learned that a message without the path leaves people stuck), then the field,
 * then what was expected and what was found. A missing field is placed at the field it belongs in.
 */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[], positions?: FieldPositions): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        at: positions?.at([...issue.path, key], 'key'),
        field: fieldName([...issue.path, key]),
        message: 'unknown field; check its spelling against the other files, or remove it',
      }))
    }
    return [{ file, at: positions?.at(issue.path), field: fieldName(issue.path), message: describe(issue) }]
  })
}

/** A field by its keys, for developers and the guide's anchors: ['alignment', 1, 'color'] is "alignment › item 2 › color". */
export function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return wholeFile
  return path.map((part) => (typeof part === 'number' ? `item ${part + 1}` : String(part))).join(' › ')
}

const wholeFile = '(the whole file)'

/** The keys and list positions of a field named by `fieldName`: "alignment › item 2 › color" is ['alignment', 1, 'color']. */
export function fieldPath(field: string | undefined): (string | number)[] {
  if (!field || field === wholeFile) return []
  return field.split(' › ').map((part) => {
    const item = /^item (\d+)$/.exec(part)
    return item ? Number(item[1]) - 1 : part
  })
}

function describe(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input
  const found = `found ${show(input)}`
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return `is missing: add it (expected ${kind(issue.expected)})`
      return `expected ${kind(issue.expected)}, ${found}`
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'is empty: write the text between the quotes'
      return `expected ${bound(issue.origin, issue.minimum, issue.exact ? 'exactly' : 'at least')}, found ${measure(issue.origin, input)}`
    case 'too_big':
      return `expected ${bound(issue.origin, issue.maximum, issue.exact ? 'exactly' : 'at most')}, found ${measure(issue.origin, input)}`
    case 'invalid_value':
      return `expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}, ${found}`
    case 'invalid_format':
      if (issue.format === 'email') return `expected an e-mail address like name@example.com, ${found}`
      return `${issue.message}, ${found}`
    default:
      return input === undefined ? issue.message : `${issue.message}, ${found}`
  }
}

function kind(expected: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a group of fields',
  }
  return words[expected] ?? expected
}

function bound(origin: string, limit: number | bigint, how: string): string {
  if (origin === 'string') return `${how} ${limit} characters`
  if (origin === 'array') return `${how} ${limit} ${limit === 1 ? 'item' : 'items'}`
  return `${how === 'at least' ? 'a number of at least' : how === 'at most' ? 'a number of at most' : how} ${limit}`
}

function measure(origin: string, input: unknown): string {
  if (origin === 'string' && typeof input === 'string') return `${input.trim().length} (${show(input)})`
  if (origin === 'array' && Array.isArray(input)) return `${input.length}`
  return show(input)
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'an empty value'
  if (typeof value === 'string') {
    const trimmed = value.trim()
    if (trimmed === '') return 'empty text'
    return JSON.stringify(trimmed.length > 60 ? `${trimmed.slice(0, 57)}...` : trimmed)
  }
  if (Array.isArray(value)) return `a list of ${value.length}`
  if (typeof value === 'object') return 'a group of fields'
  return String(value)
}
