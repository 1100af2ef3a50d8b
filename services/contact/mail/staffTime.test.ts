import { describe, expect, it } from 'vitest'
import { staffTime } from './staffTime.ts'

describe("an enquiry's time as staff read it", () => {
  it.each([
    ['2026-11-29T02:13:25.426Z', 'Sunday, 29 November 2026, 06:13 Dubai time (UTC+04:00); 29 Nov 2026, 02:13 UTC'],
    // Late in the evening in UTC is already the next day, month and year in Dubai.
    ['2026-12-31T22:30:00.000Z', 'Friday, 1 January 2027, 02:30 Dubai time (UTC+04:00); 31 Dec 2026, 22:30 UTC'],
    // Dubai keeps no summer time: the same offset in July.
    ['2026-07-15T12:00:00.000Z', 'Wednesday, 15 July 2026, 16:00 Dubai time (UTC+04:00); 15 Jul 2026, 12:00 UTC'],
  ])('%s is %s', (iso, expected) => {
    expect(staffTime(iso)).toBe(expected)
  })

  it('shows a stored time that is not a date as it was stored', () => {
    expect(staffTime('yesterday')).toBe('yesterday')
  })
})
