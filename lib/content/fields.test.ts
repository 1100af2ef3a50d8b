import { describe, expect, it } from 'vitest'
import { illustration, imagePath } from './fields.ts'

describe('picture paths', () => {
  it('take the leading slash the editor’s picture picker writes, and name the same file without it', () => {
    expect(imagePath().parse('/news/robotics-week.png')).toBe('news/robotics-week.png')
    expect(imagePath().parse('news/robotics-week.png')).toBe('news/robotics-week.png')
    expect(illustration().parse({ src: '/illustrations/home/hero.svg', decorative: true }).src).toBe(
      'illustrations/home/hero.svg',
    )
    expect(imagePath().safeParse('//news/x.png').success).toBe(false)
  })
})
