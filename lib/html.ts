// Built HTML read as a browser would parse it (htmlparser2), queried with CSS selectors (css-select), so attributes in
// any order or quoting, and character references, are read right without a regular expression per case.
import { selectAll, selectOne } from 'css-select'
import { appendChild, getAttributeValue, prependChild, removeElement } from 'domutils'
import { parseDocument } from 'htmlparser2'

export { parseDocument }
export type HtmlDocument = ReturnType<typeof parseDocument>
export type HtmlNode = HtmlDocument | HtmlDocument['children'][number]
export type HtmlElement = Extract<HtmlNode, { attribs: Record<string, string> }>

// css-select works on any tree, so it cannot tell which of htmlparser2's node types are elements: these say it once.
export const all = (selector: string, within: HtmlNode | HtmlNode[]): HtmlElement[] =>
  selectAll<HtmlNode, HtmlElement>(selector, within)
export const first = (selector: string, within: HtmlNode | HtmlNode[]): HtmlElement | null =>
  selectOne<HtmlNode, HtmlElement>(selector, within)

/** An attribute's value with its character references decoded; undefined when the element does not have it. */
export const attribute = (element: HtmlElement, name: string): string | undefined => getAttributeValue(element, name)

/** The attribute's value trimmed and lower-cased, for keywords such as rel, as, type and loading; '' when absent. */
export const keyword = (element: HtmlElement, name: string): string =>
  attribute(element, name)?.trim().toLowerCase() ?? ''

/** Whether the element sits inside one of the named elements, e.g. noscript. */
export function isInside(element: HtmlElement, names: string[]): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) {
    if ('name' in parent && names.includes(parent.name)) return true
  }
  return false
}

// Editing a parsed page, for the service's answers built from a prerendered page: markup given as a string (its text
// escaped by the caller) is parsed into nodes and put in place.

/** The nodes of an HTML fragment. */
export function fragment(html: string): HtmlNode[] {
  return [...parseDocument(html).children]
}

/** Replaces what `element` holds with the fragment `html`. */
export function replaceChildren(element: HtmlElement, html: string): void {
  for (const child of [...element.children]) removeElement(child)
  for (const node of fragment(html)) appendChild(element, node)
}

/** Adds the fragment `html` at the end of `parent`. */
export function appendNodes(parent: HtmlElement, html: string): void {
  for (const node of fragment(html)) appendChild(parent, node)
}

/** Adds the fragment `html` at the start of `parent`. */
export function prependNodes(parent: HtmlElement, html: string): void {
  for (const node of fragment(html).reverse()) prependChild(parent, node)
}
