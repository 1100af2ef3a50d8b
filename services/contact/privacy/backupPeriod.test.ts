// The privacy policy tells people how long backups keep an erased enquiry; the staff's and operators' guides
// (docs/enquiries.md, docs/deployment.md) tell them the same number to set their backup retention to. All are read
// from the files themselves, so the promises cannot drift apart.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')

/** The text from a heading to the next heading of the same level or above. */
function section(text: string, heading: RegExp): string {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => heading.test(line))
  expect(start, `a heading matching ${heading}`).toBeGreaterThanOrEqual(0)
  const level = /^#+/.exec(lines[start]!)![0].length
  const end = lines.findIndex(
    (line, index) => index > start && /^#+ /.test(line) && /^#+/.exec(line)![0].length <= level,
  )
  return lines.slice(start, end === -1 ? undefined : end).join('\n')
}

const numbers = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => Number(match[1]))

/**
 * The paragraphs (or table rows) of a text that speak of `subject` (or, with `without`, those that do not): the policy
 * and the guide state the page views' shorter period beside the backups'.
 */
const about = (text: string, subject: RegExp, { without = false } = {}) =>
  text
    .split(/\n(?:\n|(?=\|))/)
    .filter((paragraph) => subject.test(paragraph) !== without)
    .join('\n\n')

describe('how long backups keep an erased enquiry', () => {
  const english = about(section(read('content/legal/privacy-policy.mdx'), /^## 5\. /), /backup/)
  const arabic = about(section(read('content/ar/legal/privacy-policy.mdx'), /^## 5\. /), /احتياطي/)
  const staffGuide = section(read('docs/enquiries.md'), /^#+ Copies an erase cannot reach/)
  const operatorsGuide = section(read('docs/deployment.md'), /^#+ Backups and point-in-time recovery/)
  const dataFolder = about(
    section(read('docs/deployment.md'), /^#+ The data folder without a database/),
    /analytics|GoAccess/,
    {
      without: true,
    },
  )
  const [days] = numbers(english, /backup copy for no more than (\d+) days/g)

  it('the English policy states a number of days, the same each time', () => {
    expect(days).toBeGreaterThan(0)
    expect(numbers(english, /(\d+) days/g)).toEqual([days, days])
  })

  it('the Arabic policy states the same, in its own words', () => {
    expect(arabic).toContain('النسخ الاحتياطية')
    expect(numbers(arabic, /(\d+) يوماً/g)).toEqual([days, days])
  })

  it('the staff guide says backups keep them no longer, with every figure alike', () => {
    expect(staffGuide).toContain(`**Backups are kept ${days} days.**`)
    expect(new Set(numbers(staffGuide, /(\d+) days/g))).toEqual(new Set([days]))
  })

  it('the deployment guide tells operators to keep every copy no longer, with every figure alike', () => {
    expect(operatorsGuide).toContain(`**Keep every copy ${days} days at most**`)
    expect(new Set(numbers(operatorsGuide, /(\d+) days/g))).toEqual(new Set([days]))
    expect(new Set(numbers(dataFolder, /(\d+) days/g))).toEqual(new Set([days]))
  })
})
