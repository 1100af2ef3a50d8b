import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { first, parseDocument } from '../../lib/html.ts'
import { siteRoutes } from '../../lib/routes.ts'
import { ensureBuilt } from '../../testing/service/builtSite.ts'
import { readableText, searchDocuments } from './searchDocuments.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const { en, ar } = loadEveryLanguage()

describe('the pages indexed from the build', () => {
  beforeAll(() => ensureBuilt(), 300_000)

  it('are every page of the route registry, in each language, with its title, section and words', () => {
    for (const content of [en, ar]) {
      const documents = searchDocuments(path.join(repoRoot, 'dist/client'), content)
      expect(documents.map((document) => document.id)).toEqual(siteRoutes(content).map((route) => route.path))
      const initiative = content.initiatives[0]!
      const page = documents.find((document) => document.id.endsWith(`/vision/${initiative.slug}`))!
      expect(page.title).toBe(initiative.data.title)
      expect(page.section).toBe(content.navigation.vision)
      // The title is a field of its own: the text, which the snippet is cut from, leaves out the heading that repeats it.
      const built = fs.readFileSync(path.join(repoRoot, 'dist/client', page.id.slice(1), 'index.html'), 'utf8')
      const everything = readableText(first('main', parseDocument(built))!)
      const times = (text: string) => text.split(initiative.data.title).length - 1
      expect(times(page.text)).toBe(times(everything) - 1)
      expect(page.text.length).toBeGreaterThan(1_000)
      expect(page.text).not.toContain(content.navigation.footer.rights)
      // Snippets are cut from the prose alone: none of the page's labels, buttons or headings of other sections.
      const { initiativePage } = content.vision
      const { solutionPage } = content.solutionsPage
      for (const label of [initiativePage.badge, initiativePage.learnMore, initiativePage.visionHeading]) {
        expect(page.prose, label).not.toContain(label)
      }
      expect(page.prose.length).toBeGreaterThan(500)
      const solution = documents.find((document) => document.id.endsWith(`/solutions/${content.solutions[0]!.slug}`))!
      for (const label of [solutionPage.alignmentLink, solutionPage.roleHeading, solutionPage.overviewHeading]) {
        expect(solution.prose, label).not.toContain(label)
      }
      const legal = documents.find((document) => document.id.endsWith('/privacy-policy'))!
      expect(legal.section).toBe(content.navigation.footer.linksLabel)
    }
  })
})
