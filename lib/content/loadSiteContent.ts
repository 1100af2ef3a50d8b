import fs from 'node:fs'
import path from 'node:path'
import { type Locale, localeInfo, localizeLinks, locales } from '../locales.ts'
import { pathOf } from '../routes.ts'
import { checkLinks } from './checkLinks.ts'
import { Problems } from './ContentError.ts'
import { collectionTypes, documentTypes, localeFiles, type SiteContent, sharedFiles } from './contentTypes.ts'
import { fieldName } from './formatIssues.ts'
import { type Entry, contentRoot, readCollection, readDocument } from './readContent.ts'
import { companyIn, companySchema } from './schemas/company.ts'
import type { Initiative } from './schemas/initiative.ts'
import type { LegalPage } from './schemas/legalPage.ts'
import type { NewsItem } from './schemas/newsItem.ts'
import type { Solution } from './schemas/solution.ts'
import type { TeamMember } from './schemas/teamMember.ts'

export type { SiteContent }

type Documents = Omit<SiteContent, 'locale' | 'company' | (typeof collectionTypes)[number]['key']>

/**
 * Reads and checks one language's words under content/ (English by default, content/ar/ for Arabic), then checks
 * what files say about each other. Throws a ContentError listing every problem.
 */
export function loadSiteContent(root = contentRoot(), locale: Locale = 'en'): SiteContent {
  const problems = new Problems()
  const folder = localeInfo[locale].contentFolder
  const within = (name: string) => (folder ? `${folder}/${name}` : name)
  checkNothingUnknown(root, folder, problems)

  const companyFile = readDocument('company.yaml', companySchema, problems, root)
  const docs = Object.fromEntries(
    documentTypes.map((type) => [type.key, readDocument(within(type.file), type.schema, problems, root)]),
  ) as Partial<Documents>
  const collections = Object.fromEntries(
    collectionTypes.map((type) => {
      const entries = readCollection(within(type.folder), type.extension, type.schema, problems, root) as Entry<never>[]
      const { compare } = type as { compare?: (a: unknown, b: unknown) => number }
      return [type.key, compare ? entries.sort((a, b) => compare(a.data, b.data)) : entries]
    }),
  ) as unknown as {
    initiatives: Entry<Initiative>[]
    solutions: Entry<Solution>[]
    news: Entry<NewsItem>[]
    legal: Entry<LegalPage>[]
    team: Entry<TeamMember>[]
  }
  const { initiatives, solutions, news, legal, team } = collections

  uniqueOrders(initiatives, problems)
  uniqueOrders(solutions, problems)
  // Every initiative file counts here, valid or not, so one bad file is reported once rather than at each link to it;
  // and the English files, of which every language has a twin: a missing twin is said once, by the parity check.
  const initiativeFiles = new Set(listSlugs(path.join(root, 'initiatives'), '.mdx'))
  for (const solution of solutions) {
    solution.data.alignment.forEach((point, index) => {
      if (point.initiative && !initiativeFiles.has(point.initiative)) {
        const field = ['alignment', index, 'initiative']
        problems.add({
          file: solution.file,
          at: solution.positions.at(field),
          field: fieldName(field),
          message: `expected the name of a file in content/initiatives/ (such as ${initiatives[0]?.slug ?? 'dubai-d33'}), found "${point.initiative}"`,
        })
      }
    })
  }
  if (docs.newsPage) {
    const categories = docs.newsPage.categories
    for (const item of news) {
      if (!categories.includes(item.data.category)) {
        problems.add({
          file: item.file,
          at: item.positions.at(['category']),
          field: 'category',
          message: `expected one of ${categories.map((c) => `"${c}"`).join(', ')} (the list in content/${within('news.yaml')}), found "${item.data.category}"`,
        })
      }
    }
  }
  for (const entry of [...news, ...team]) {
    if (!fs.existsSync(path.join(root, 'images', entry.data.image))) {
      problems.add({
        file: entry.file,
        at: entry.positions.at(['image']),
        field: 'image',
        message: `no file content/images/${entry.data.image}; add the picture there or correct the name`,
      })
    }
  }
  const drawings = [
    ...[...solutions, ...initiatives].map((entry) => ({
      file: entry.file,
      positions: entry.positions,
      src: entry.data.illustration.src,
      field: ['illustration', 'src'],
    })),
    ...(docs.home
      ? [
          {
            file: within('home.yaml'),
            positions: undefined,
            src: docs.home.hero.illustration.src,
            field: ['hero', 'illustration', 'src'],
          },
        ]
      : []),
  ]
  for (const drawing of drawings) {
    if (!fs.existsSync(path.join(root, 'images', drawing.src))) {
      problems.add({
        file: drawing.file,
        at: drawing.positions?.at(drawing.field),
        field: fieldName(drawing.field),
        message: `no file content/images/${drawing.src}; add the drawing there or correct the name`,
      })
    }
  }
  for (const entry of legal) {
    if (!/^## /m.test(entry.body)) {
      problems.add({
        file: entry.file,
        at: { line: entry.bodyOffset + 1, col: 1 },
        message: 'the text needs sections, each starting with a line "## Title"',
      })
    }
  }

  // Links are checked even when some files have other problems, so an editor sees those too; they need every page's
  // words (for the route registry) and count every file of a collection as a page, valid or not.
  const complete =
    companyFile !== undefined && documentTypes.every((type) => docs[type.key as keyof Documents] !== undefined)
  if (!complete) problems.throwIfAny()
  const company = companyIn(companyFile!, locale)
  const content = { ...(docs as Documents), ...collections, locale, company } as SiteContent
  const pageFiles = [
    ...[...initiativeFiles].map((slug) => pathOf('initiative', slug)),
    ...listSlugs(path.join(root, 'solutions'), '.mdx').map((slug) => pathOf('solution', slug)),
    ...listSlugs(path.join(root, 'legal'), '.mdx').map((slug) => pathOf('legal', slug)),
  ]
  checkLinks(content, pageFiles, root, within, problems)
  problems.throwIfAny()
  // Content links are written once, as English addresses (/vision/dubai-d33), in every language.
  return localizeLinks(locale, content)
}

function checkNothingUnknown(root: string, folder: string, problems: Problems): void {
  const directory = path.join(root, folder)
  if (!fs.existsSync(directory)) {
    problems.add({ file: folder ? `content/${folder}/` : root, message: 'the content folder is missing' })
    return
  }
  const otherLanguages = locales.map((locale) => localeInfo[locale].contentFolder).filter(Boolean)
  const known = new Set<string>([
    ...localeFiles.documents,
    ...localeFiles.folders,
    ...(folder ? [] : [...sharedFiles, ...otherLanguages]),
  ])
  for (const name of fs.readdirSync(directory)) {
    if (name.startsWith('.') || known.has(name)) continue
    const kind = fs.statSync(path.join(directory, name)).isDirectory() ? 'folder' : 'file'
    const place = folder ? `content/${folder}/${name}` : `content/${name}`
    problems.add({
      file: place,
      message: (sharedFiles as readonly string[]).includes(name)
        ? `this ${kind} is shared by every language and lives only in content/${name}; remove this copy`
        : `this ${kind} is not read by the site (no schema describes it); move its words into an existing file, or ask a developer to add a schema for it`,
    })
  }
}

function listSlugs(directory: string, extension: string): string[] {
  if (!fs.existsSync(directory)) return []
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length))
}

function uniqueOrders(entries: Entry<{ order: number }>[], problems: Problems): void {
  const seen = new Map<number, string>()
  for (const entry of entries) {
    const other = seen.get(entry.data.order)
    if (other) {
      problems.add({
        file: entry.file,
        at: entry.positions.at(['order']),
        field: 'order',
        message: `${entry.data.order} is already used by ${other}; give each file its own number`,
      })
    }
    seen.set(entry.data.order, entry.file)
  }
}
