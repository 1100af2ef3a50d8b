import { describe, expect, it } from 'vitest'
import { illustration, imagePath } from './fields.ts'

describe('picture paths', () => {
  it('are written one way, relative to content/images/: a leading slash is refused', () => {
    expect(imagePath().parse('news/robotics-week.png')).toBe('news/robotics-week.png')
    expect(illustration().parse({ src: 'illustrations/home/hero.svg', decorative: true }).src).toBe(
      'illustrations/home/hero.svg',
    )
    for (const path of ['/news/robotics-week.png', '//news/x.png'])
      expect(imagePath().safeParse(path).error?.issues[0]?.message).toBe(
        'expected a file in content/images/, written like team/owner.jpg',
      )
    expect(illustration().safeParse({ src: '/illustrations/home/hero.svg', decorative: true }).success).toBe(false)
  })
})
