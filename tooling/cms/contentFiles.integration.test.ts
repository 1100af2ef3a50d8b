import fs from 'node:fs'
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import { contentFiles, imageFiles } from './cmsConfig.ts'
import { cmsFormatter } from './contentFiles.ts'

const root = process.cwd()
const cmsForm = cmsFormatter(imageFiles(root))

describe('content files in the form the editor writes', () => {
  it('holds every file under content/, so a save in the editor changes only the words changed', () => {
    const differing = contentFiles(root).filter((file) => {
      const source = fs.readFileSync(file, 'utf8')
      return cmsForm(file, source) !== source
    })
    expect(differing, 'run `npm run format:content`, then review and commit what it changed').toEqual([])
  })

  it('orders fields as the schema does, leaves out empty optional ones and writes switches out', () => {
    const source = ['# A comment the editor cannot keep', 'text: >-', '  folded', '  line', 'label: "Quoted"', ''].join(
      '\n',
    )
    // home.yaml's cta block has heading, text and button, in that order.
    const formatted = cmsForm('content/home.yaml', `cta:\n${source.replace(/^/gm, '  ').trimEnd()}\n`)
    expect(formatted).toBe('cta:\n  text: folded line\n  label: Quoted\n')
    const member = cmsForm(
      'content/team/x.yaml',
      'leadershipOrder: null\nname: A\nlinkedin: ""\nimage: team/owner.svg\n',
    )
    expect(member).toBe('name: A\nimage: team/owner.svg\n')
    const drawing = YAML.parse(
      cmsForm('content/home.yaml', 'hero:\n  illustration:\n    alt: Words\n    src: illustrations/home/hero.svg\n'),
    )
    expect(drawing.hero.illustration).toEqual({ src: 'illustrations/home/hero.svg', alt: 'Words', decorative: false })
  })

  it('keeps an MDX body as it is, one blank line after the fields', () => {
    const formatted = cmsForm('content/news/x.mdx', '---\ntitle: "T"\n---\nBody <CompanyName />.\n\n\n')
    expect(formatted).toBe('---\ntitle: T\n---\n\nBody <CompanyName />.\n')
  })
})
