import { describe, expect, it } from 'vitest'
import type { StaleText } from './staleTranslations.ts'
import { groupByEntry, keyPathOf } from './translationStatus.ts'

describe('a field as the CMS names it', () => {
  it.each([
    ['summary', 'summary'],
    ['alignment › cards › item 2 › title', 'alignment.cards.1.title'],
    ['text › paragraph 2', 'body'],
    ['text', 'body'],
  ])('%s is %s', (field, keyPath) => {
    expect(keyPathOf(field)).toBe(keyPath)
  })
})

describe('the flagged texts by entry', () => {
  const text = (entry: string, field: string, since?: string): StaleText => ({
    file: `content/ar/initiatives/${entry}.mdx`,
    englishFile: `content/initiatives/${entry}.mdx`,
    locale: 'ar',
    field,
    place: { en: field, ar: field },
    entry: { en: entry, ar: entry },
    editor: { collection: 'initiatives', entry },
    ...(since ? { since } : {}),
    before: 'old',
    after: 'new',
    diff: [],
    englishVersion: '0123456789',
    translation: 'قديم',
  })

  it('lists the entries oldest change first, each with its fields, and changes not yet committed last', () => {
    const entries = groupByEntry([
      text('b', 'summary', '2025-03-01T09:00:00+04:00'),
      text('c', 'title'),
      text('a', 'summary', '2025-04-01T09:00:00+04:00'),
      text('b', 'text › paragraph 1', '2025-02-01T09:00:00+04:00'),
    ])
    expect(entries.map((entry) => [entry.entry, entry.since, entry.fields.map((field) => field.keyPath)])).toEqual([
      ['b', '2025-02-01T09:00:00+04:00', ['summary', 'body']],
      ['a', '2025-04-01T09:00:00+04:00', ['summary']],
      ['c', undefined, ['title']],
    ])
  })
})
