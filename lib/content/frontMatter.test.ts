import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { problemText, Problems } from './ContentError.ts'
import { splitFrontMatter } from './frontMatter.ts'
import { readCollection } from './readContent.ts'
import { initiativeSchema } from './schemas/initiative.ts'

describe('the fields of an MDX file', () => {
  it('are YAML, with a date kept as the text it was written as, and the body after them', () => {
    expect(splitFrontMatter('---\ntitle: "A: b"\ndate: 2025-10-09\n---\n\nText\n')).toEqual({
      data: { title: 'A: b', date: '2025-10-09' },
      body: '\nText\n',
      bodyOffset: 4,
    })
  })

  it.each(['---js', '---javascript', '---coffee', '--- js', '---yaml'])(
    'opened as %s, run nothing and fail the check in words an editor can act on',
    (opening) => {
      const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'front-matter-')), 'content')
      const written = path.join(root, 'written-by-content')
      const globalName = `__contentRan_${opening.replace(/\W/g, '')}`
      fs.mkdirSync(path.join(root, 'initiatives'), { recursive: true })
      // What another reader would run: a file written, a global set, and the fields returned.
      fs.writeFileSync(
        path.join(root, 'initiatives/dubai-d33.mdx'),
        [
          opening,
          '{',
          `  title: (require('node:fs').writeFileSync(${JSON.stringify(written)}, 'ran'), globalThis.${globalName} = true, 'Dubai Economic Agenda (D33)')`,
          '}',
          '---',
          '',
          'Text.',
          '',
        ].join('\n'),
      )

      const problems = new Problems()
      expect(readCollection('initiatives', '.mdx', initiativeSchema, problems, root)).toEqual([])

      expect(fs.existsSync(written)).toBe(false)
      expect(globalName in globalThis).toBe(false)
      expect(problems.list.map(problemText)).toEqual([
        `content/initiatives/dubai-d33.mdx:1:1: the first line is "${opening}" where it must be exactly --- (three dashes): change it to ---. The fields are plain text, never a program, so nothing in them is run`,
      ])
    },
  )

  it('must be opened and closed by a line of three dashes', () => {
    expect(() => splitFrontMatter('title: A\n')).toThrow(
      'the file must begin with its fields between two lines of exactly three dashes (---)',
    )
    expect(() => splitFrontMatter('---\ntitle: A\n')).toThrow(
      'the fields need a line of exactly three dashes (---) after them too; add it',
    )
  })
})
