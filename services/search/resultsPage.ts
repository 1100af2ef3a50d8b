import fs from 'node:fs'
import path from 'node:path'
import { getOuterHTML, removeElement } from 'domutils'
import { escapeAttribute, escapeText } from 'entities'
import {
  all,
  appendNodes,
  first,
  type HtmlElement,
  type HtmlNode,
  parseDocument,
  replaceChildren,
} from '../../lib/html.ts'
import { type Locale, localePath, locales } from '../../lib/locales.ts'
import { scriptLocale } from './queryScript.ts'
import type { SearchHit, SearchQuery } from './siteSearch.ts'

/** The hidden templates of the prerendered search page (pages/search/+Page.tsx), by name. */
const templateNames = ['found', 'hit', 'none', 'shortened', 'otherScript'] as const
type TemplateName = (typeof templateNames)[number]

/**
 * Markup cut where something goes in: `pieces` are the markup as the page has it, and between two pieces goes the
 * hole of the same place in `holes` (so there is one piece more than holes).
 */
interface Cut<Hole extends string> {
  pieces: string[]
  holes: Hole[]
}

/**
 * What goes into the page of results: the words searched for in the title, in each search box and in the header's
 * link to the other language's search (so the visitor switches language without typing them again), and the results.
 */
type PageHole = 'title' | 'query' | 'switch' | 'results'

/**
 * A page of results as what every answer shares and what this one fills in: the page's markup is `shell` with the
 * strings of `filled` between its pieces, so the shared pieces can be compressed once (gzipPieces.ts).
 */
export interface ResultsPage {
  shell: readonly string[]
  filled: string[]
}

/** A language's search page, read once and cut where the results go in. */
interface Shell {
  /** The page as built without its templates: the answer when nothing is searched for. */
  plain: readonly string[]
  page: Cut<PageHole>
  templates: Record<TemplateName, Cut<string>>
  /** The start tag of a word found in a snippet, as the hit template writes it. */
  markStart: string
  /** The title of a page of results, "{query}" standing for the words searched for. */
  titlePattern: string
  /** The address the header's language switch leads to (the other language's search), before the words searched. */
  switchHref: string
}

/**
 * The pages the service answers a search with, built from the prerendered search page of each language: the same
 * header, footer and search box, the words searched for back in every search box, and below the box the results
 * written into the page's own templates (so their words and classes are the page's) or the page's "no results" part.
 * The page is parsed once, at start, and cut into markup; an answer only joins strings, its words escaped.
 */
export class SearchPages {
  readonly #shells: Record<Locale, Shell>

  constructor(shells: Record<Locale, Shell>) {
    this.#shells = shells
  }

  /**
   * Reads and cuts the built search pages under `siteRoot` (dist/client), once for every answer; `missing` names the
   * first one the build did not make, or what a page lacks.
   */
  static load(siteRoot: string): { pages: SearchPages } | { missing: string } {
    const shells = {} as Record<Locale, Shell>
    for (const locale of locales) {
      const file = path.join(siteRoot, localePath(locale, '/search').slice(1), 'index.html')
      if (!fs.existsSync(file)) return { missing: file }
      const shell = shellOf(fs.readFileSync(file, 'utf8'))
      if (typeof shell === 'string') return { missing: `${file}: ${shell}` }
      shells[locale] = shell
    }
    return { pages: new SearchPages(shells) }
  }

  /** The search page of `locale`: with nothing searched for, as built; otherwise with the results of `query`. */
  render(locale: Locale, query: SearchQuery, hits: SearchHit[]): ResultsPage {
    const { plain, page, templates, markStart, titlePattern, switchHref } = this.#shells[locale]
    if (!query.text) return { shell: plain, filled: [] }
    const words = escapeText(query.text)
    const withWords = (address: string) => escapeAttribute(`${address}?q=${encodeURIComponent(query.text)}`)

    let results = ''
    if (query.cutAt !== undefined) results += fill(templates.shortened, { max: String(query.cutAt) })
    // Words in the other language's letters are most likely in its pages: say so, and search them there in one click.
    const written = scriptLocale(query.text)
    if (written && written !== locale) {
      results += fill(templates.otherScript, { otherSearch: withWords(localePath(written, '/search')) })
    }
    if (hits.length === 0) {
      results += fill(templates.none, { query: words })
    } else {
      let list = ''
      for (const hit of hits) {
        const snippet = hit.snippet
          .map(({ text, marked }) => (marked ? `${markStart}${escapeText(text)}</mark>` : escapeText(text)))
          .join('')
        list += fill(templates.hit, {
          section: escapeText(hit.section),
          'link.href': escapeAttribute(hit.path),
          link: escapeText(hit.title),
          snippet,
        })
      }
      results += fill(templates.found, { query: words, count: String(hits.length), hits: list })
    }

    // A function, not the text itself: a replacement string would expand $&, $' and $` typed into the search box.
    const title = escapeText(titlePattern.replace('{query}', () => query.text))
    const value = escapeAttribute(query.text)
    const other = withWords(switchHref)
    const filled = page.holes.map((hole) =>
      hole === 'title' ? title : hole === 'query' ? value : hole === 'switch' ? other : results,
    )
    return { shell: page.pieces, filled }
  }
}

/** The markup of a page of results, whole. */
export function htmlOf({ shell, filled }: ResultsPage): string {
  let html = shell[0]!
  for (let at = 0; at < filled.length; at++) html += filled[at]! + shell[at + 1]!
  return html
}

/** The page parsed, its templates taken out and cut at their slots, the page cut where an answer differs. */
function shellOf(html: string): Shell | string {
  const page = parseDocument(html)
  const results = first('[data-search-results]', page)
  if (!results) return 'it has no [data-search-results]'
  const titlePattern = results.attribs['data-title'] ?? '{query}'
  delete results.attribs['data-title']
  const elements = {} as Record<TemplateName, HtmlElement>
  for (const name of templateNames) {
    const template = first(`[data-search-template="${name}"]`, page)
    if (!template) return `it has no "${name}" template`
    elements[name] = template
    removeElement(template)
  }
  const plain = [serialize(page)]

  const languageSwitch = first('a[data-language-switch]', page)
  const switchHref = languageSwitch?.attribs.href
  if (!languageSwitch || !switchHref) return 'its header has no language switch (a[data-language-switch] with an href)'
  const holes = new Holes<PageHole>()
  languageSwitch.attribs.href = holes.add('switch')
  const title = first('title', page)
  if (title) replaceChildren(title, holes.add('title'))
  for (const box of all('input[name="q"]', page)) box.attribs.value = holes.add('query')
  appendNodes(results, holes.add('results'))

  // Read before the snippet's slot is emptied.
  const mark = first('mark', elements.hit)
  const markStart = `<mark${mark?.attribs.class ? ` class="${escapeAttribute(mark.attribs.class)}"` : ''}>`
  const slots: Record<TemplateName, string[]> = {
    found: ['query', 'count', 'hits'],
    hit: ['section', 'link', 'snippet'],
    none: ['query'],
    shortened: ['max'],
    otherScript: ['otherSearch'],
  }
  const templates = {} as Record<TemplateName, Cut<string>>
  for (const name of templateNames) {
    // A hit is its elements alone, as the list it goes in holds nothing else.
    const nodes = elements[name].children.filter((node) => name !== 'hit' || 'attribs' in node)
    const cut = templateOf(nodes, slots[name]!)
    if (typeof cut === 'string') return `its "${name}" template has no data-slot="${cut}"`
    templates[name] = cut
  }
  return { plain, page: holes.cut(serialize(page)), templates, markStart, titlePattern, switchHref }
}

/**
 * A template's markup cut at its slots: a slot's content is what goes in (after what the list of hits holds), and a
 * link's address too; the slot's mark is gone. The slot a template lacks, when it does.
 */
function templateOf(nodes: HtmlNode[], names: string[]): Cut<string> | string {
  const holes = new Holes<string>()
  for (const name of names) {
    const element = first(`[data-slot="${name}"]`, nodes)
    if (!element) return name
    delete element.attribs['data-slot']
    if (name === 'link') element.attribs.href = holes.add('link.href')
    // A link whose words are the page's own: only its address is filled in.
    if (name === 'otherSearch') element.attribs.href = holes.add(name)
    else if (name === 'hits') appendNodes(element, holes.add(name))
    else replaceChildren(element, holes.add(name))
  }
  return holes.cut(serialize(nodes))
}

/** The template's markup with its holes filled by `values`, each already escaped for where it goes. */
function fill(template: Cut<string>, values: Record<string, string>): string {
  let html = template.pieces[0]!
  for (let at = 0; at < template.holes.length; at++) html += values[template.holes[at]!]! + template.pieces[at + 1]!
  return html
}

/**
 * Holes put into a tree as marks (characters a page never writes next to each other, and that neither text nor an
 * attribute escapes), then found in its markup in the order they come.
 */
class Holes<Hole extends string> {
  readonly #names: Hole[] = []

  add(name: Hole): string {
    this.#names.push(name)
    return `\uE000hole${this.#names.length - 1}\uE000`
  }

  cut(html: string): Cut<Hole> {
    const parts = html.split(/\uE000hole(\d+)\uE000/)
    const pieces = parts.filter((_, at) => at % 2 === 0)
    const holes = parts.filter((_, at) => at % 2 === 1).map((at) => this.#names[Number(at)]!)
    return { pieces, holes }
  }
}

function serialize(nodes: HtmlNode | HtmlNode[]): string {
  return getOuterHTML(nodes, { encodeEntities: 'utf8' })
}
