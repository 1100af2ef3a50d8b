import { describe, expect, it } from 'vitest'
import { formatDate } from './formatDate.ts'

describe('a content date as readers see it', () => {
  it.each([
    ['2025-10-09', '09 October 2025'],
    ['2024-01-01', '01 January 2024'],
    ['2025-12-31', '31 December 2025'],
  ])('%s reads "%s", whatever the time zone of the build machine', (iso, shown) => {
    expect(formatDate(iso)).toBe(shown)
  })
})

describe('a content date on an Arabic page', () => {
  it.each([
    ['2025-10-09', '09 أكتوبر 2025'],
    ['2024-01-01', '01 يناير 2024'],
  ])('%s reads "%s", its figures in Latin digits as UAE government sites print them', (iso, shown) => {
    expect(formatDate(iso, 'ar')).toBe(shown)
  })
})
