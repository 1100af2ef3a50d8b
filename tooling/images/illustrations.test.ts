import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildIllustrations } from './illustrations.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function imagesWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'illustrations-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'illustrations', name)), { recursive: true })
    fs.writeFileSync(path.join(dir, 'illustrations', name), text)
  }
  return dir
}

const drawing = (body: string, size = 'width="480" height="320" viewBox="0 0 480 320"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${size}><defs><linearGradient id="sky"><stop offset="0" stop-color="#e0f2fe"/></linearGradient></defs><rect width="480" height="320" fill="url(#sky)"/>${body}</svg>`

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

  it('refuses words, pictures, scripts, outside links, a missing size and an oversized file, naming each file and what to do', () => {
    const noise = Array.from(
      { length: 3000 },
      (_, index) =>
        `<circle cx="${(index * 7919) % 480}" cy="${(index * 104729) % 320}" r="${index % 9}" fill="#${((index * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}"/>`,
    ).join('')
    const build = () =>
      buildIllustrations(
        imagesWith({
          'a/words.svg': drawing('<text x="0" y="10">Dubai</text>'),
          'a/picture.svg': drawing('<image href="photo.jpg"/>'),
          'a/script.svg': drawing('<script>alert(1)</script>'),
          'a/link.svg': drawing('<use href="other.svg#part"/>'),
          'a/sizeless.svg': drawing('', 'viewBox="0 0 480 320"'),
          'a/heavy.svg': drawing(noise),
        }),
      )
    expect(build).toThrow(/content\/images\/illustrations\/a\/words\.svg contains a <text> element/)
    expect(build).toThrow(/a\/picture\.svg contains an <image>/)
    expect(build).toThrow(/a\/script\.svg contains a <script>/)
    expect(build).toThrow(/a\/link\.svg contains a link to another file/)
    expect(build).toThrow(/a\/sizeless\.svg needs width, height and viewBox/)
    expect(build).toThrow(/a\/heavy\.svg weighs \d+\.\d KiB compressed, over the 8 KiB/)
  })
})
