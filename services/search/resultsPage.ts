import fs from 'node:fs'
import path from 'node:path'
import { appendChild, getOuterHTML, removeElement } from 'domutils'
import { escapeAttribute, escapeText } from 'entities'
import {
  all,
  first,
  type HtmlDocument,
  type HtmlElement,
  type HtmlNode,
  parseDocument,
  replaceChildren,
} from '../../lib/html.ts'
import { type Locale, localePath, locales } from '../../lib/locales.ts'
import type { SearchHit, SearchQuery } from './siteSearch.ts'

/** The hidden templates of the prerendered search page (pages/search/+Page.tsx), by name. */
const templateNames = ['found', 'hit', 'none', 'shortened'] as const
type TemplateName = (typeof templateNames)[number]

/** A language's search page, parsed once: the page without its templates, and the templates apart. */
interface Shell {
  page: HtmlDocument
  templates: Record<TemplateName, HtmlElement>
  /** The title of a page of results, "{query}" standing for the words searched for. */
  titlePattern: string
}

/**
 * The pages the service answers a search with, built from the prerendered search page of each language: the same
 * header, footer and search box, the words searched for back in every search box, and below the box the results
 * written into the page's own templates (so their words and classes are the page's) or the page's "no results" part.
 */
export class SearchPages {
  readonly #shells: Record<Locale, Shell>

  constructor(shells: Record<Locale, Shell>) {
    this.#shells = shells
  }

  /**
   * Reads and parses the built search pages under `siteRoot` (dist/client), once for every answer; `missing` names
   * the first one the build did not make, or what a page lacks.
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
  render(locale: Locale, query: SearchQuery, hits: SearchHit[], maxLength: number): string {
    const { page, templates, titlePattern } = this.#shells[locale]
    const document = page.cloneNode(true)
    const results = first('[data-search-results]', document) as HtmlElement
    if (!query.text) return serialize(document)

    for (const box of all('input[name="q"]', document)) box.attribs.value = query.text
    const title = first('title', document)
    // A function, not the text itself: a replacement string would expand $&, $' and $` typed into the search box.
    if (title) replaceChildren(title, escapeText(titlePattern.replace('{query}', () => query.text)))

    if (query.shortened) {
      const note = instantiate(templates.shortened)
      fill(note, 'max', String(maxLength))
      append(results, note)
    }
    if (hits.length === 0) {
      const none = instantiate(templates.none)
      fill(none, 'query', query.text)
      append(results, none)
      return serialize(document)
    }
    const found = instantiate(templates.found)
    fill(found, 'query', query.text)
    fill(found, 'count', String(hits.length))
    const list = slot(found, 'hits')
    const mark = first('mark', templates.hit)
    const markStart = `<mark${mark?.attribs.class ? ` class="${escapeAttribute(mark.attribs.class)}"` : ''}>`
    for (const hit of hits) {
      const item = instantiate(templates.hit)
      fill(item, 'section', hit.section)
      const link = slot(item, 'link')
      link.attribs.href = hit.path
      replaceChildren(link, escapeText(hit.title))
      const snippet = hit.snippet
        .map(({ text, marked }) => (marked ? `${markStart}${escapeText(text)}</mark>` : escapeText(text)))
        .join('')
      replaceChildren(slot(item, 'snippet'), snippet)
      for (const node of item) if ('attribs' in node) appendChild(list, node)
    }
    append(results, found)
    return serialize(document)
  }
}

/** The page parsed, its templates taken out and its results' title kept; what it lacks, when it does. */
function shellOf(html: string): Shell | string {
  const page = parseDocument(html)
  const results = first('[data-search-results]', page)
  if (!results) return 'it has no [data-search-results]'
  const titlePattern = results.attribs['data-title'] ?? '{query}'
  delete results.attribs['data-title']
  const templates = {} as Record<TemplateName, HtmlElement>
  for (const name of templateNames) {
    const template = first(`[data-search-template="${name}"]`, page)
    if (!template) return `it has no "${name}" template`
    templates[name] = template
    removeElement(template)
  }
  return { page, templates, titlePattern }
}

/** A fresh copy of what a template holds. */
function instantiate(template: HtmlElement): HtmlNode[] {
  return template.children.map((child) => child.cloneNode(true))
}

function append(parent: HtmlElement, nodes: HtmlNode[]): void {
  for (const node of nodes) appendChild(parent, node as HtmlElement)
}

/** The element marked `data-slot="name"` in `nodes`; its absence means the page and the service disagree. */
function slot(nodes: HtmlNode[], name: string): HtmlElement {
  const element = first(`[data-slot="${name}"]`, nodes)
  if (!element) throw new Error(`The search page's templates have no data-slot="${name}": build the site again.`)
  delete element.attribs['data-slot']
  return element
}

/** Puts `text` into the slot `name`, as text. */
function fill(nodes: HtmlNode[], name: string, text: string): void {
  replaceChildren(slot(nodes, name), escapeText(text))
}

function serialize(document: HtmlNode): string {
  return getOuterHTML(document, { encodeEntities: 'utf8' })
}
