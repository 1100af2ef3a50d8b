import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { Problems } from './ContentError.ts'
import { type Entry, contentRoot, readCollection, readDocument } from './readContent.ts'
import { aboutSchema } from './schemas/about.ts'
import { companySchema } from './schemas/company.ts'
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
import { siteRoutes } from '../routes.ts'

/**
 * Every file under content/ with the schema that checks it. A file or folder not listed here fails the check, so
 * nothing an editor adds is silently ignored.
 */
const documents = {
  company: ['company.yaml', companySchema],
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

const folders = ['initiatives', 'solutions', 'news', 'legal', 'team', 'images'] as const

type Documents = { [K in keyof typeof documents]: z.output<(typeof documents)[K][1]> }

export interface SiteContent extends Documents {
  initiatives: Entry<Initiative>[]
  solutions: Entry<Solution>[]
  news: Entry<NewsItem>[]
  legal: Entry<LegalPage>[]
  team: Entry<TeamMember>[]
}

/** Reads and checks all of content/, then checks what files say about each other. Throws a ContentError listing every problem. */
export function loadSiteContent(root = contentRoot()): SiteContent {
  const problems = new Problems()
  checkNothingUnknown(root, problems)

  const docs = Object.fromEntries(
    Object.entries(documents).map(([key, [file, schema]]) => [key, readDocument(file, schema, problems, root)]),
  ) as Partial<Documents>
  const byOrder = <T extends { order: number }>(entries: Entry<T>[]) => entries.sort((a, b) => a.data.order - b.data.order)
  const initiatives = byOrder(readCollection('initiatives', '.mdx', initiativeSchema, problems, root))
  const solutions = byOrder(readCollection('solutions', '.mdx', solutionSchema, problems, root))
  const news = readCollection('news', '.mdx', newsItemSchema, problems, root).sort((a, b) => b.data.date.localeCompare(a.data.date))
  const legal = readCollection('legal', '.mdx', legalPageSchema, problems, root)
  const team = readCollection('team', '.yaml', teamMemberSchema, problems, root).sort((a, b) => a.data.aboutOrder - b.data.aboutOrder)

  uniqueOrders(initiatives, problems)
  uniqueOrders(solutions, problems)
  // Every initiative file counts here, valid or not, so one bad file is reported once rather than at each link to it.
  const initiativeFiles = new Set(listSlugs(path.join(root, 'initiatives'), '.mdx'))
  for (const solution of solutions) {
    solution.data.alignment.forEach((point, index) => {
      if (point.initiative && !initiativeFiles.has(point.initiative)) {
        problems.add(
          `${solution.file}: alignment › item ${index + 1} › initiative: expected the name of a file in content/initiatives/ (such as ${initiatives[0]?.slug ?? 'dubai-d33'}), found "${point.initiative}"`,
        )
      }
    })
  }
  if (docs.newsPage) {
    const categories = docs.newsPage.categories
    for (const item of news) {
      if (!categories.includes(item.data.category)) {
        problems.add(
          `${item.file}: category: expected one of ${categories.map((c) => `"${c}"`).join(', ')} (the list in content/news.yaml), found "${item.data.category}"`,
        )
      }
    }
  }
  for (const entry of [...news, ...team]) {
    if (!fs.existsSync(path.join(root, 'images', entry.data.image))) {
      problems.add(`${entry.file}: image: no file content/images/${entry.data.image}; add the picture there or correct the name`)
    }
  }
  for (const entry of legal) {
    if (!/^## /m.test(entry.body)) problems.add(`${entry.file}: the text needs sections, each starting with a line "## Title"`)
  }

  problems.throwIfAny()
  const content = { ...(docs as Documents), initiatives, solutions, news, legal, team }
  checkInternalLinks(content, problems)
  problems.throwIfAny()
  return content
}

function checkNothingUnknown(root: string, problems: Problems): void {
  if (!fs.existsSync(root)) {
    problems.add(`${root}: the content folder is missing`)
    return
  }
  const known = new Set<string>([...Object.values(documents).map(([file]) => file), ...folders])
  for (const name of fs.readdirSync(root)) {
    if (name.startsWith('.') || known.has(name)) continue
    const kind = fs.statSync(path.join(root, name)).isDirectory() ? 'folder' : 'file'
    problems.add(
      `content/${name}: this ${kind} is not read by the site (no schema describes it); move its words into an existing file, or ask a developer to add a schema for it`,
    )
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
    if (other) problems.add(`${entry.file}: order: ${entry.data.order} is already used by ${other}; give each file its own number`)
    seen.set(entry.data.order, entry.file)
  }
}

/** Links written in content must lead somewhere: a typo such as /solution would otherwise ship as a 404. */
function checkInternalLinks(content: SiteContent, problems: Problems): void {
  const routes = new Set(siteRoutes(content).map((route) => route.path))
  const check = (file: string, field: string, href: string) => {
    const pathname = href.split('#')[0]
    if (pathname && !routes.has(pathname)) problems.add(`${file}: ${field}: expected a page of this site, found "${href}"`)
  }
  const { home, about, vision, solutionsPage, notFound } = content
  check('content/home.yaml', 'hero › primary › href', home.hero.primary.href)
  check('content/home.yaml', 'hero › secondary › href', home.hero.secondary.href)
  home.solutions.cards.forEach((card, index) => check('content/home.yaml', `solutions › cards › item ${index + 1} › href`, card.href))
  check('content/home.yaml', 'cta › button › href', home.cta.button.href)
  check('content/about.yaml', 'hero › primary › href', about.hero.primary.href)
  check('content/vision.yaml', 'cta › button › href', vision.cta.button.href)
  check('content/vision.yaml', 'initiativePage › closing › button › href', vision.initiativePage.closing.button.href)
  check('content/solutions.yaml', 'cta › button › href', solutionsPage.cta.button.href)
  check('content/solutions.yaml', 'solutionPage › closing › button › href', solutionsPage.solutionPage.closing.button.href)
  check('content/not-found.yaml', 'homeLink › href', notFound.homeLink.href)
}
