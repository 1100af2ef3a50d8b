import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { Problems } from './ContentError.ts'
import { fieldName } from './formatIssues.ts'
import { fieldPositions } from './positions.ts'
import { type Entry, contentRoot, readCollection, readDocument } from './readContent.ts'
import { aboutSchema } from './schemas/about.ts'
import { type Company, companyIn, companySchema } from './schemas/company.ts'
import { contactPageSchema } from './schemas/contactPage.ts'
import { homeSchema } from './schemas/home.ts'
import { type Initiative, initiativeSchema } from './schemas/initiative.ts'
import { leadershipSchema } from './schemas/leadership.ts'
import { legalLabelsSchema } from './schemas/legalLabels.ts'
import { type LegalPage, legalPageSchema } from './schemas/legalPage.ts'
import { navigationSchema } from './schemas/navigation.ts'
import { type NewsItem, newsItemSchema } from './schemas/newsItem.ts'
import { newsPageSchema } from './schemas/newsPage.ts'
import { notFoundSchema } from './schemas/notFound.ts'
import { type Solution, solutionSchema } from './schemas/solution.ts'
import { solutionsPageSchema } from './schemas/solutionsPage.ts'
import { type TeamMember, teamMemberSchema } from './schemas/teamMember.ts'
import { visionPageSchema } from './schemas/visionPage.ts'
import { closest } from 'fastest-levenshtein'
import { type Locale, localeInfo, localizeHref, locales, splitLocale } from '../locales.ts'
import { pathOf, siteRoutes } from '../routes.ts'

/**
 * Every file of a language's words with the schema that checks it: content/ holds the English, content/ar/ the
 * Arabic, file for file. A file or folder not listed here fails the check, so nothing an editor adds is silently
 * ignored. content/company.yaml (the facts, in both languages) and content/images/ are shared.
 */
const documents = {
  navigation: ['navigation.yaml', navigationSchema],
  home: ['home.yaml', homeSchema],
  about: ['about.yaml', aboutSchema],
  leadership: ['leadership.yaml', leadershipSchema],
  vision: ['vision.yaml', visionPageSchema],
  solutionsPage: ['solutions.yaml', solutionsPageSchema],
  newsPage: ['news.yaml', newsPageSchema],
  legalLabels: ['legal.yaml', legalLabelsSchema],
  contact: ['contact.yaml', contactPageSchema],
  notFound: ['not-found.yaml', notFoundSchema],
} as const

const folders = ['initiatives', 'solutions', 'news', 'legal', 'team'] as const

/** What sits at the top of content/ beside the English words: shared by every language. */
const shared = ['company.yaml', 'images'] as const

/** The names of a language's files and folders, relative to its folder: what the Arabic must mirror. */
export const localeFiles = { documents: Object.values(documents).map(([file]) => file), folders } as const

type Documents = { [K in keyof typeof documents]: z.output<(typeof documents)[K][1]> }

export interface SiteContent extends Documents {
  locale: Locale
  /** The company's facts, in this language's words. */
  company: Company
  initiatives: Entry<Initiative>[]
  solutions: Entry<Solution>[]
  news: Entry<NewsItem>[]
  legal: Entry<LegalPage>[]
  team: Entry<TeamMember>[]
}

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
    Object.entries(documents).map(([key, [file, schema]]) => [key, readDocument(within(file), schema, problems, root)]),
  ) as Partial<Documents>
  const byOrder = <T extends { order: number }>(entries: Entry<T>[]) => entries.sort((a, b) => a.data.order - b.data.order)
  const initiatives = byOrder(readCollection(within('initiatives'), '.mdx', initiativeSchema, problems, root))
  const solutions = byOrder(readCollection(within('solutions'), '.mdx', solutionSchema, problems, root))
  const news = readCollection(within('news'), '.mdx', newsItemSchema, problems, root).sort((a, b) => b.data.date.localeCompare(a.data.date))
  const legal = readCollection(within('legal'), '.mdx', legalPageSchema, problems, root)
  const team = readCollection(within('team'), '.yaml', teamMemberSchema, problems, root).sort((a, b) => a.data.aboutOrder - b.data.aboutOrder)

  uniqueOrders(initiatives, problems)
  uniqueOrders(solutions, problems)
  // Every initiative file counts here, valid or not, so one bad file is reported once rather than at each link to it.
  const initiativeFiles = new Set(listSlugs(path.join(root, within('initiatives')), '.mdx'))
  for (const solution of solutions) {
    solution.data.alignment.forEach((point, index) => {
      if (point.initiative && !initiativeFiles.has(point.initiative)) {
        const field = ['alignment', index, 'initiative']
        problems.add({
          file: solution.file,
          at: solution.positions.at(field),
          field: fieldName(field),
          message: `expected the name of a file in content/${within('initiatives')}/ (such as ${initiatives[0]?.slug ?? 'dubai-d33'}), found "${point.initiative}"`,
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
    ...[...solutions, ...initiatives].map((entry) => ({ file: entry.file, positions: entry.positions, src: entry.data.illustration.src, field: ['illustration', 'src'] })),
    ...(docs.home ? [{ file: within('home.yaml'), positions: undefined, src: docs.home.hero.illustration.src, field: ['hero', 'illustration', 'src'] }] : []),
  ]
  for (const drawing of drawings) {
    if (!fs.existsSync(path.join(root, 'images', drawing.src))) {
      problems.add({
        file: drawing.file,
        at: drawing.positions?.at(drawing.field),
        field: drawing.field.join('.'),
        message: `no file content/images/${drawing.src}; add the drawing there or correct the name`,
      })
    }
  }
  for (const entry of legal) {
    if (!/^## /m.test(entry.body)) {
      problems.add({ file: entry.file, at: { line: entry.bodyOffset + 1, col: 1 }, message: 'the text needs sections, each starting with a line "## Title"' })
    }
  }

  // Links are checked even when some files have other problems, so an editor sees those too; they need every page's
  // words (for the route registry) and count every file of a collection as a page, valid or not.
  const complete = companyFile !== undefined && Object.keys(documents).every((key) => docs[key as keyof Documents] !== undefined)
  if (!complete) problems.throwIfAny()
  const company = companyIn(companyFile!, locale)
  const content = { ...(docs as Documents), locale, company, initiatives, solutions, news, legal, team }
  const everyFile = [
    ...[...initiativeFiles].map((slug) => pathOf('initiative', slug)),
    ...listSlugs(path.join(root, within('solutions')), '.mdx').map((slug) => pathOf('solution', slug)),
    ...listSlugs(path.join(root, within('legal')), '.mdx').map((slug) => pathOf('legal', slug)),
  ]
  checkInternalLinks(content, everyFile, root, within, problems)
  problems.throwIfAny()
  return localizeLinks(content, locale)
}

/**
 * Content links are written once, as English addresses (/vision/dubai-d33), in every language: each `href` field of
 * a translation is turned into the address of the page in that language (/ar/vision/dubai-d33) here, so no page
 * has to remember to.
 */
function localizeLinks<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item) => localizeLinks(item, locale)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, key === 'href' && typeof field === 'string' ? localizeHref(locale, field) : localizeLinks(field, locale)]),
  ) as T
}

function checkNothingUnknown(root: string, folder: string, problems: Problems): void {
  const directory = path.join(root, folder)
  if (!fs.existsSync(directory)) {
    problems.add({ file: folder ? `content/${folder}/` : root, message: 'the content folder is missing' })
    return
  }
  const otherLanguages = locales.map((locale) => localeInfo[locale].contentFolder).filter(Boolean)
  const known = new Set<string>([...localeFiles.documents, ...folders, ...(folder ? [] : [...shared, ...otherLanguages])])
  for (const name of fs.readdirSync(directory)) {
    if (name.startsWith('.') || known.has(name)) continue
    const kind = fs.statSync(path.join(directory, name)).isDirectory() ? 'folder' : 'file'
    const place = folder ? `content/${folder}/${name}` : `content/${name}`
    problems.add({
      file: place,
      message: (shared as readonly string[]).includes(name)
        ? `this ${kind} is shared by every language and lives only in content/${name}; remove this copy`
        : `this ${kind} is not read by the site (no schema describes it); move its words into an existing file, or ask a developer to add a schema for it`,
    })
  }
}

function listSlugs(directory: string, extension: string): string[] {
  if (!fs.existsSync(directory)) return []
  return fs.readdirSync(directory).filter((name) => name.endsWith(extension)).map((name) => name.slice(0, -extension.length))
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

/**
 * Links written in content must lead somewhere: a typo such as /solution would otherwise ship as a 404. Links are
 * written as English addresses in every language (see localizeHref).
 */
function checkInternalLinks(content: SiteContent, everyFile: string[], root: string, within: (name: string) => string, problems: Problems): void {
  // Links are written as English addresses, so they are checked, and the nearest one suggested, as such.
  const paths = [...new Set([...siteRoutes(content).map((route) => splitLocale(route.path).path), ...everyFile])]
  const known = new Set(paths)
  /** Why `href` leads nowhere, with the nearest address of the site; undefined when it leads to a page. */
  const wrong = (href: string): string | undefined => {
    const pathname = splitLocale(localizeHref(content.locale, href).split('#')[0]!).path
    if (!pathname || known.has(pathname)) return undefined
    return `no page of this site is at "${href}"; did you mean ${closest(pathname, paths)}?`
  }
  const check = (name: string, field: (string | number)[], href: string) => {
    const reason = wrong(href)
    if (!reason) return
    const file = within(name)
    problems.add({ file: `content/${file}`, at: fieldPositions(path.join(root, file)).at(field), field: fieldName(field), message: reason })
  }
  // Markdown links in the text of MDX files: [words](/vision/dubai-d33), named by their line and column.
  for (const entry of [...content.initiatives, ...content.solutions, ...content.news, ...content.legal]) {
    entry.body.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(/\]\((\/[^)\s]*)/g)) {
        const reason = wrong(match[1]!)
        if (reason) problems.add({ file: entry.file, at: { line: entry.bodyOffset + index + 1, col: match.index + 3 }, field: 'link', message: reason })
      }
    })
  }
  const { home, about, vision, solutionsPage, notFound } = content
  check('home.yaml', ['hero', 'primary', 'href'], home.hero.primary.href)
  check('home.yaml', ['hero', 'secondary', 'href'], home.hero.secondary.href)
  home.solutions.cards.forEach((card, index) => check('home.yaml', ['solutions', 'cards', index, 'href'], card.href))
  check('home.yaml', ['cta', 'button', 'href'], home.cta.button.href)
  check('about.yaml', ['hero', 'primary', 'href'], about.hero.primary.href)
  check('vision.yaml', ['cta', 'button', 'href'], vision.cta.button.href)
  check('vision.yaml', ['initiativePage', 'closing', 'button', 'href'], vision.initiativePage.closing.button.href)
  check('solutions.yaml', ['cta', 'button', 'href'], solutionsPage.cta.button.href)
  check('solutions.yaml', ['solutionPage', 'closing', 'button', 'href'], solutionsPage.solutionPage.closing.button.href)
  check('not-found.yaml', ['homeLink', 'href'], notFound.homeLink.href)
}
