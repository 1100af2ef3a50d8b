import fs from 'node:fs'
import path from 'node:path'
import { removeElement } from 'domutils'
import MiniSearch from 'minisearch'
import type { CompiledContent } from '../../lib/content/compiledContent.ts'
import { all, first, type HtmlNode, parseDocument } from '../../lib/html.ts'
import { type Route, routeAt, siteRoutes } from '../../lib/routes.ts'
import { indexOptions, type SearchDocument, wordPattern } from '../../lib/search/searchIndex.ts'

/**
 * What of a page's main part is not its words: scripts and pictures, what only screen readers hear ("opens in a new
 * tab"), what a printout leaves out (the back links), lists of links (breadcrumbs, a legal page's contents), the
 * contact form's labels and choices, and the search page's templates.
 */
const notWords = 'script, style, template, noscript, svg, form, nav, [aria-hidden="true"], .sr-only, [data-print-hide]'

/** Elements that run inside a line of text: no space is added around them. */
const inline = new Set('a abbr b bdi bdo cite code em i mark q s small span strong sub sup time u'.split(' '))

/** The words a reader sees in `root`, in reading order, blocks apart and each run of space as one. */
export function readableText(root: HtmlNode): string {
  const skipped = new Set<HtmlNode>(all(notWords, root))
  const parts: string[] = []
  const walk = (node: HtmlNode) => {
    if (skipped.has(node)) return
    if (node.type === 'text') parts.push(node.data)
    else if ('children' in node) {
      const block = 'name' in node && !inline.has(node.name)
      if (block) parts.push(' ')
      for (const child of node.children) walk(child)
      if (block) parts.push(' ')
    }
  }
  walk(root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** What is never prose, though a reader sees it: headings (each page's own are a field of their own) and controls. */
const notProse = 'h1, h2, h3, h4, h5, h6, button, label, [role="button"]'
/** A block of text with at least this many words is prose even when it does not end as a sentence does. */
const proseWords = 8
/** How a sentence ends, in English and in Arabic. */
const sentenceEnd = /[.!?؟…:;]["'”’»)]*$/u

/**
 * The sentences of `root` a snippet may be cut from, in reading order: paragraphs, list items, the texts of cards,
 * without headings, buttons and labels, without links standing alone ("Read more", "Learn more"), and without the short
 * blocks that name rather than say (an eyebrow such as "National initiative", a tagline, a date): a block is kept when
 * it ends as a sentence does or is long enough to be one. Otherwise a snippet would run "… Learn more The National
 * Vision The UAE Net Zero …" across a page's parts.
 */
export function proseText(root: HtmlNode): string {
  const skipped = new Set<HtmlNode>(all(`${notWords}, ${notProse}`, root))
  /** Each block's words, in the order the blocks start, and whether any of them is outside a link. */
  const blocks: { parts: string[]; ownWords: boolean }[] = []
  const walk = (node: HtmlNode, block: (typeof blocks)[number], inLink: boolean) => {
    if (skipped.has(node)) return
    if (node.type === 'text') {
      block.parts.push(node.data)
      if (!inLink && /[\p{L}\p{N}]/u.test(node.data)) block.ownWords = true
    } else if ('children' in node) {
      const isBlock = 'name' in node && !inline.has(node.name)
      const mine = isBlock ? { parts: [], ownWords: false } : block
      if (isBlock) blocks.push(mine)
      const link = inLink || ('name' in node && node.name === 'a')
      for (const child of node.children) walk(child, mine, link)
    }
  }
  walk(root, { parts: [], ownWords: false }, false)
  return blocks
    .filter((block) => block.ownWords)
    .map((block) => block.parts.join('').replace(/\s+/g, ' ').trim())
    .filter((text) => sentenceEnd.test(text) || (text.match(wordPattern)?.length ?? 0) >= proseWords)
    .join(' ')
}

function isWithin(node: HtmlNode, elements: HtmlNode[]): boolean {
  for (let at: HtmlNode | null = node; at; at = at.parent) if (elements.includes(at)) return true
  return false
}

/** The part of the site a page belongs to: the header entry of its section, its own, or the footer's list. */
function sectionOf(route: Route, routes: Route[], content: CompiledContent): string {
  if (route.parent) {
    const parent = routeAt(routes, route.parent)
    return parent.menu?.label ?? parent.title ?? content.navigation.home
  }
  return route.menu?.label ?? content.navigation.footer.linksLabel
}

/** Every page of one language as the index holds it, read from the built pages under `siteRoot` (dist/client). */
export function searchDocuments(siteRoot: string, content: CompiledContent): SearchDocument[] {
  const routes = siteRoutes(content)
  return routes.map((route) => {
    const file = path.join(siteRoot, route.path.slice(1), 'index.html')
    if (!fs.existsSync(file))
      throw new Error(`The built page ${route.path} is missing (${file}): build the site again.`)
    const document = parseDocument(fs.readFileSync(file, 'utf8'))
    const main = first('main', document)
    if (!main) throw new Error(`The built page ${route.path} has no <main>: the search index reads its words from it.`)
    const title = route.title ?? content.company.name
    // The page's heading is its title, shown above the snippet: the snippet need not repeat it.
    for (const heading of all('h1', main)) if (readableText(heading) === title) removeElement(heading)
    const skipped = all(notWords, main)
    const headings = all('h2, h3', main)
      .filter((heading) => !isWithin(heading, skipped))
      .map((heading) => readableText(heading))
    return {
      id: route.path,
      title,
      section: sectionOf(route, routes, content),
      description: route.description,
      headings: headings.join('\n'),
      text: readableText(main),
      prose: proseText(main),
    }
  })
}

/** The index of one language's pages, as the service loads it (MiniSearch's JSON). */
export function buildSearchIndex(documents: SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(indexOptions)
  index.addAll(documents)
  return JSON.stringify(index)
}
