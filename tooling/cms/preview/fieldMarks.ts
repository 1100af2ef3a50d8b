// Which field of the entry each part of the preview shows, without the site's components knowing: every text the
// editor typed is given, before the page is drawn, an invisible tail naming its field, written in Unicode tag
// characters (U+E0001, U+E0020–U+E007E, U+E007F). Those are default-ignorable format characters: browsers draw nothing
// for them, they take no width, and Arabic letters join across them, so the page looks exactly as the site's. Once
// drawn, the element holding each such text is marked with `data-key-path`, the field's key path as Sveltia CMS names
// it (alignment.cards.2.title), which its preview pane and scroll sync look for. Pictures and dates, which the pages
// do not show as typed, are found by the files and attributes the page gives them.
import type { FieldKind, KindOfField } from './fieldKinds.ts'

const open = '\u{E0001}'
const close = '\u{E007F}'
const tagged = /\u{E0001}([\u{E0020}-\u{E007E}]+)\u{E007F}/u

/** The invisible tail naming `keyPath`. */
export const markOf = (keyPath: string) =>
  open + [...keyPath].map((char) => String.fromCodePoint(0xe0000 + char.charCodeAt(0))).join('') + close

/** The key path a text's tail names, if it has one. */
export function keyPathIn(text: string): string | undefined {
  const found = tagged.exec(text)?.[1]
  return found && [...found].map((char) => String.fromCharCode(char.codePointAt(0)! - 0xe0000)).join('')
}

/** The field kinds of an entry's key paths, lists' positions matched by `*`. */
export function kindAt(kinds: KindOfField[], keyPath: string): FieldKind | undefined {
  const pattern = keyPath.replace(/\.\d+(?=\.|$)/g, '.*')
  return kinds.find(({ path }) => path === pattern)?.kind
}

/** A value that is an address, not words to show: left as it is, since the pages write it into links. */
const isAddress = (text: string) => /^(\/|#|[a-z][a-z+.-]*:)/i.test(text)

/**
 * The picture field's value in the form the content files use (news/x.png): the CMS's picker writes its path from the
 * pictures' root (/news/x.png) until the entry is saved, and an upload is a blob: address until then.
 */
export const picturePath = (value: string) => value.replace(/^\/(?!\/)/, '')

/** `data` with each picture's path in the content's form. */
export function withContentPicturePaths(data: Record<string, unknown>, kinds: KindOfField[]): Record<string, unknown> {
  const visit = (value: unknown, keyPath: string): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => visit(item, `${keyPath}.${index}`))
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => [key, visit(child, keyPath ? `${keyPath}.${key}` : key)]),
      )
    return typeof value === 'string' && kindAt(kinds, keyPath) === 'picture' ? picturePath(value) : value
  }
  return visit(data, '') as Record<string, unknown>
}

/**
 * The entry's values as the preview draws them: its words with their field's tail, its pictures in the content's form;
 * `leaves` collects each picture's and date's value by key path, to be found on the page once drawn.
 */
export function markFields(
  data: Record<string, unknown>,
  kinds: KindOfField[],
  leaves: Map<string, { kind: FieldKind; value: string }>,
): Record<string, unknown> {
  const visit = (value: unknown, keyPath: string): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => visit(item, `${keyPath}.${index}`))
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => [key, visit(child, keyPath ? `${keyPath}.${key}` : key)]),
      )
    if (typeof value !== 'string' || !value.trim()) return value
    const kind = kindAt(kinds, keyPath)
    if (kind === 'words' && !isAddress(value)) return value + markOf(keyPath)
    if (kind === 'picture') {
      leaves.set(keyPath, { kind, value: picturePath(value) })
      return picturePath(value)
    }
    if (kind === 'date' || kind === 'choice') leaves.set(keyPath, { kind, value })
    return value
  }
  return visit(data, '') as Record<string, unknown>
}

/** Marks `element` as showing the field at `keyPath`, unless it shows one already (the first found keeps it). */
function mark(element: Element, keyPath: string, group = false) {
  if (element.hasAttribute('data-key-path') && !element.hasAttribute('data-preview-group')) return
  element.setAttribute('data-key-path', keyPath)
  if (group) element.setAttribute('data-preview-group', '')
  else element.removeAttribute('data-preview-group')
}

/** The files a picture is drawn from, by the value of its field: what the page's <img> and <source> name. */
export type PictureFiles = (path: string) => string[]

/**
 * Marks the drawn page: each element holding a marked text, each picture and date of the entry; then, for Sveltia's
 * scroll sync, the smallest element around every field of a group (an object, a list, a list's item) with the group's
 * key path. Marks of an earlier drawing are taken off first.
 */
export function markPage(
  root: Element,
  leaves: Map<string, { kind: FieldKind; value: string }>,
  filesOf: PictureFiles,
): void {
  for (const element of root.querySelectorAll('[data-key-path]')) {
    element.removeAttribute('data-key-path')
    element.removeAttribute('data-preview-group')
  }
  const found: [Element, string][] = []
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const keyPath = keyPathIn(node.nodeValue ?? '')
    if (keyPath && node.parentElement) found.push([node.parentElement, keyPath])
  }
  // The body's blocks, marked as it was made into HTML (standIns/renderBody.tsx).
  for (const block of root.querySelectorAll('[data-preview-body]')) found.push([block, 'body'])
  for (const [keyPath, { kind, value }] of leaves) {
    if (kind === 'picture') {
      const files = new Set(filesOf(value))
      for (const image of root.querySelectorAll('img')) {
        const sources = [image.getAttribute('src'), ...srcsetFiles(image.getAttribute('srcset'))]
        if (sources.some((source) => source && files.has(source)))
          found.push([image.closest('picture') ?? image, keyPath])
      }
      for (const drawing of root.querySelectorAll('[data-illustration]'))
        if (drawing.getAttribute('data-illustration') === value) found.push([drawing, keyPath])
    } else if (kind === 'date') {
      for (const time of root.querySelectorAll('time[datetime]'))
        if (time.getAttribute('datetime')?.startsWith(value)) found.push([time, keyPath])
    }
  }
  // A choice (a category) is written as its words: found only beside another field of the same entry, in its card.
  for (const [keyPath, { kind, value }] of leaves) {
    if (kind !== 'choice') continue
    const cards = new Set(found.map(([element]) => element.closest('article, li')).filter((card) => card !== null))
    for (const card of cards)
      for (const element of card.querySelectorAll('*'))
        if (element.children.length === 0 && element.textContent?.trim() === value) found.push([element, keyPath])
  }
  for (const [element, keyPath] of found) mark(element, keyPath)

  // Groups: within the page's main part, the smallest element holding every marked field of the group.
  const groups = new Map<string, Element>()
  for (const [element, keyPath] of found) {
    if (!element.closest('main')) continue
    const parts = keyPath.split('.')
    for (let length = parts.length - 1; length > 0; length -= 1) {
      const group = parts.slice(0, length).join('.')
      const around = groups.get(group)
      groups.set(group, around ? commonAncestor(around, element) : element)
    }
  }
  // The outermost group wins an element it shares with a group inside it: the scroll sync looks for the outermost.
  for (const [group, element] of [...groups].sort(([a], [b]) => b.split('.').length - a.split('.').length))
    if (!element.matches('main, body, html') && !found.some(([leaf]) => leaf === element)) mark(element, group, true)
}

function commonAncestor(a: Element, b: Element): Element {
  let around: Element | null = a
  while (around && !around.contains(b)) around = around.parentElement
  return around ?? a
}

const srcsetFiles = (srcset: string | null) =>
  (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((file): file is string => Boolean(file))

/** Where a click on an element of the page leads: the field it shows, or the first field of the card it is part of. */
export function fieldAt(target: Element): string | undefined {
  const marked = target.closest('[data-key-path]')
  if (marked && !marked.hasAttribute('data-preview-group')) return marked.getAttribute('data-key-path')!
  for (let around: Element | null = target; around && !around.matches('body'); around = around.parentElement) {
    const first = around.querySelector('[data-key-path]:not([data-preview-group])')
    if (first) return first.getAttribute('data-key-path')!
    // A card, a section or the header with no field of this entry: the click is not about the entry.
    if (around.matches('li, article, section, header, footer, nav, main')) return undefined
  }
  return undefined
}

/**
 * `text` without its field marks: the text as the editor typed it. A selection may start or end inside a mark, so a
 * mark's start without its end and a start's lone tail go too; tag characters after anything else (an emoji's flag of
 * a region) stay.
 */
export const withoutMarks = (text: string) =>
  text.replace(/\u{E0001}[\u{E0020}-\u{E007E}]*\u{E007F}?|^[\u{E0020}-\u{E007E}]*\u{E007F}/gu, '')
