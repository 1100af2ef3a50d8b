import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentGuide, contentTypes, exampleOf, fieldRows } from './contentGuide.ts'
import { guideFile, guideLink } from '../../lib/content/guideLinks.ts'

describe('the field guide (docs/content-guide.md)', () => {
  it('is up to date with the schemas: run `npm run docs:content` after changing one', () => {
    expect(
      fs.readFileSync(guideFile, 'utf8') === contentGuide(),
      'docs/content-guide.md is out of date: run npm run docs:content',
    ).toBe(true)
  })

  it.each(contentTypes.map((contentType) => [contentType.id, contentType] as const))(
    'describes every field of %s',
    (_id, contentType) => {
      const undescribed = fieldRows(contentType)
        .filter((row) => !row.meaning)
        .map((row) => row.path)
      expect(undescribed, `describe these fields in ${contentType.source} with a /** comment */ above each`).toEqual([])
    },
  )

  it.each(contentTypes.map((contentType) => [contentType.id, contentType] as const))(
    'gives an example of %s that passes its schema',
    (_id, contentType) => {
      const result = contentType.schema.safeParse(exampleOf(contentType))
      expect(
        result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ).toEqual([])
    },
  )

  it('has a part for every field a problem names, reached by the anchor the message ends with', () => {
    const guide = fs.readFileSync(guideFile, 'utf8')
    for (const [file, field] of [
      ['content/news/dubai-ev-taxi-chargers.mdx', 'date'],
      ['content/ar/initiatives/dubai-d33.mdx', 'alignment › cards › item 2 › color'],
      ['content/home.yaml', 'hero › primary › href'],
      ['content/company.yaml', 'ar › address › city'],
    ]) {
      const anchor = guideLink(file!, field)!.split('#')[1]
      expect(guide, `${file} ${field}`).toContain(`<a id="${anchor}"></a>`)
    }
  })
})
