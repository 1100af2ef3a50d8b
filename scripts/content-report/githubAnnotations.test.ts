import { describe, expect, it } from 'vitest'
import { annotation, stepSummary } from './githubAnnotations.ts'

describe('problems as GitHub annotations', () => {
  it('puts each problem on its file, line and column, titled by its field', () => {
    expect(
      annotation({
        file: 'content/news/ev.mdx',
        at: { line: 4, col: 7 },
        field: 'date',
        message: 'expected a date like 2024-05-01, found "last spring"',
      }),
    ).toMatchInlineSnapshot(
      `"::error file=content/news/ev.mdx,line=4,col=7,title=date::News items › ev › Publication date (English): expected a date like 2024-05-01, found "last spring" (docs/content-guide.md#news-item-date)"`,
    )
  })

  it('escapes as the Actions toolkit does: %, line breaks in the message; also : and , in the properties', () => {
    expect(
      annotation({
        file: 'content/a,b:c.yaml',
        at: { line: 1, col: 1 },
        field: 'x › y: z, w',
        message: '100% done,\r\nsecond line: here',
      }),
    ).toMatchInlineSnapshot(
      `"::error file=content/a%2Cb%3Ac.yaml,line=1,col=1,title=x › y%3A z%2C w::x › y: z, w: 100%25 done,%0D%0Asecond line: here"`,
    )
  })

  it('names the file alone for a problem of a file that is not there', () => {
    expect(
      annotation({ file: 'content/ar/home.yaml', message: 'missing; translate content/home.yaml into it' }),
    ).toMatchInlineSnapshot(
      `"::error file=content/ar/home.yaml,title=content::missing; translate content/home.yaml into it"`,
    )
  })

  it('lists every problem in the step summary', () => {
    expect(
      stepSummary([
        {
          file: 'content/home.yaml',
          at: { line: 3, col: 1 },
          field: 'hero › label',
          message: 'is missing: add it (expected text)',
        },
        { file: 'content/ar/home.yaml', message: 'missing; translate content/home.yaml into it' },
      ]),
    ).toMatchInlineSnapshot(`
      "### The website content has 2 problems

      - \`content/home.yaml:3:1: Pages › Home page › Hero band › Line above the hero heading (English) is missing: add it (expected text) (docs/content-guide.md#home-hero-label)\`
      - \`content/ar/home.yaml: missing; translate content/home.yaml into it\`
      "
    `)
  })
})
