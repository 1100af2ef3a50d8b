import { describe, expect, it } from 'vitest'
import { drawing, imagesWith, problemsOf, removeDrawingsAfterEach } from '../../testing/illustrationFixture.ts'
import { buildIllustrations } from './illustrations.ts'

removeDrawingsAfterEach()

describe('buildIllustrations', () => {
  it('optimises each drawing, keeps its size, prefixes its ids with its name and names the file by its content', () => {
    const { manifest, files } = buildIllustrations(
      imagesWith({ 'solutions/robotics.svg': drawing('<!-- a comment --><circle cx="10" cy="10" r="5"/>') }),
    )
    const made = manifest['illustrations/solutions/robotics.svg']!
    expect(made).toMatchObject({
      width: 480,
      height: 320,
      url: expect.stringMatching(/^\/img\/illustrations\/solutions\/robotics\.[0-9a-f]{10}\.svg$/),
    })
    expect(made.markup).toContain('viewBox="0 0 480 320"')
    expect(made.markup).toContain('id="solutions-robotics-')
    expect(made.markup).not.toContain('comment')
    expect(files.get(made.url.slice(1))?.toString()).toBe(made.markup)
  })

  it('refuses words, pictures, scripts, outside links and a missing size, naming each file and what to do', () => {
    // One build, whose one error names every file.
    const problems = problemsOf({
      'a/words.svg': drawing('<text x="0" y="10">Dubai</text>'),
      'a/picture.svg': drawing('<image href="photo.jpg"/>'),
      'a/script.svg': drawing('<script>alert(1)</script>'),
      'a/link.svg': drawing('<use href="other.svg#part"/>'),
      'a/sizeless.svg': drawing('', 'viewBox="0 0 480 320"'),
    })
    expect(problems).toMatch(/content\/images\/illustrations\/a\/words\.svg contains a <text> element/)
    expect(problems).toMatch(/a\/picture\.svg contains an <image>/)
    expect(problems).toMatch(/a\/script\.svg contains a <script>/)
    expect(problems).toMatch(/a\/link\.svg contains a link to another file/)
    expect(problems).toMatch(/a\/sizeless\.svg needs width, height and viewBox/)
  })
})
