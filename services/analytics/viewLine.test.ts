import { describe, expect, it } from 'vitest'
import { referrerOrigin } from './pageViews.ts'
import { type PageView, viewLine } from './viewLine.ts'

const view: PageView = {
  time: new Date('2026-11-29T08:05:09.250Z'),
  locale: 'ar',
  visitor: '2001:db8:1:2:3:4:5:6',
  path: '/ar/about',
  httpVersion: '1.1',
  status: 200,
  bytes: 5120,
  referrerOrigin: 'https://www.google.com',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
}

describe('a page view as GoAccess reads it', () => {
  it('is the combined format with the language in the place of the virtual host, its time in UTC', () => {
    expect(viewLine(view)).toBe(
      'ar 2001:db8:1:2:3:4:5:6 - - [29/Nov/2026:08:05:09 +0000] "GET /ar/about HTTP/1.1" 200 5120 "https://www.google.com" "Mozilla/5.0 (X11; Linux x86_64)"\n',
    )
  })

  it.each([
    { what: 'a quote in the user agent', change: { userAgent: 'Evil" 200 "x' }, expected: '"Evil  200  x"\n' },
    { what: 'a line break in the user agent', change: { userAgent: 'a\nb\r\tc' }, expected: '"a b  c"\n' },
    { what: 'no user agent', change: { userAgent: '' }, expected: '"https://www.google.com" "-"\n' },
    { what: 'a space and a quote in the path', change: { path: '/a b"c' }, expected: '"GET /a%20b%22c HTTP/1.1"' },
    {
      what: 'Arabic letters in the path',
      change: { path: '/ar/بحث' },
      expected: '"GET /ar/%D8%A8%D8%AD%D8%AB HTTP/1.1"',
    },
    { what: 'no referrer', change: { referrerOrigin: undefined }, expected: ' "-" "Mozilla' },
    { what: 'an odd HTTP version', change: { httpVersion: '9 x' }, expected: 'HTTP/1.1"' },
  ])('keeps one line with its fields in place, whatever the request carries: $what', ({ change, expected }) => {
    const line = viewLine({ ...view, ...change })
    expect(line).toContain(expected)
    expect(line.split('\n')).toHaveLength(2)
    expect(line.match(/"/g)).toHaveLength(6)
  })

  it('cuts a very long path and user agent', () => {
    const line = viewLine({ ...view, path: `/${'a'.repeat(5000)}`, userAgent: 'b'.repeat(5000) })
    expect(line.length).toBeLessThan(900)
  })
})

describe('the referrer', () => {
  it.each([
    ['https://www.google.com/search?q=robotics+dubai', 'https://www.google.com'],
    ['http://news.example:8080/a/b#c', 'http://news.example:8080'],
    ['android-app://com.google.android.gm/', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('%s is kept as its origin alone: %s', (referrer, expected) => {
    expect(referrerOrigin(referrer)).toBe(expected)
  })
})
