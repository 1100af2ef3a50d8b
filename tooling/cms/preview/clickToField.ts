// The preview and the editor answer each other, through what Sveltia CMS does for its own preview: a click on the page
// brings the field that element shows forward in the editor (the CMS's `highlight-editor-field` message switches to
// the field's language, opens the groups around it, scrolls to it and focuses it), and the field an editor moves to
// is scrolled into view in the preview. The elements are those ./fieldMarks.ts marked with `data-key-path`.
import { fieldAt } from './fieldMarks.ts'

/** The language each preview document shows, as the CMS names it (its pane's `data-locale`). */
const shown = new WeakMap<Document, string>()

/** Shows which words and pictures lead to a field: a pointer, and a dashed outline while the pointer is on one. */
const hintStyle = `[data-key-path]:not([data-preview-group]){cursor:pointer}
[data-key-path]:not([data-preview-group]):hover{outline:2px dashed #0ea5e9;outline-offset:2px}`

/**
 * Lets a click on the preview document of `frame` bring its field forward. `locale` is the language of the entry
 * drawn; the CMS's own name for it is read from the pane around the frame (an entry of no language is "_default").
 */
export function answerClicks(frame: Window, locale: string): void {
  const { document } = frame
  const pane = frame.frameElement?.closest('[data-locale]')?.getAttribute('data-locale')
  const known = shown.has(document)
  shown.set(document, pane ?? locale)
  if (known) return
  const style = document.createElement('style')
  style.textContent = hintStyle
  document.head.append(style)
  document.addEventListener(
    'click',
    (event) => {
      // An element of the frame's document (not an instance of this window's Element).
      const target = event.target as Element | null
      const keyPath = target?.nodeType === Node.ELEMENT_NODE ? fieldAt(target) : undefined
      if (!keyPath) return
      // The click is about the field: it neither follows a link nor opens a menu of the page.
      event.preventDefault()
      event.stopPropagation()
      bringForward(document, keyPath)
    },
    true,
  )
}

/** Asks the CMS to bring the field at `keyPath` of the entry drawn in `document` forward, focused. */
export function bringForward(document: Document, keyPath: string): void {
  window.postMessage(
    { type: 'highlight-editor-field', payload: { locale: shown.get(document), keyPath } },
    window.location.origin,
  )
}

/** The element of a preview that shows the field at `keyPath`, or else the nearest group around it. */
function shownIn(document: Document, keyPath: string): Element | undefined {
  for (let path = keyPath; path; path = path.replace(/\.?[^.]+$/, '')) {
    const elements = [...document.querySelectorAll(`[data-key-path="${CSS.escape(path)}"]`)]
    // The page's own copy rather than the header's menu or the breadcrumbs that repeat a title.
    const element = elements.find((each) => each.closest('main')) ?? elements[0]
    if (element) return element
  }
  return undefined
}

/** Whether the whole of `element` is in its document's window. */
function inView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect()
  const height = element.ownerDocument.defaultView?.innerHeight ?? 0
  return top >= 0 && bottom <= height
}

/** Scrolls the preview's own document (not the editor around it, as scrollIntoView would) to have `element` in its middle. */
function centre(element: Element) {
  const scroller = element.ownerDocument.scrollingElement
  if (!scroller) return
  const { top, height } = element.getBoundingClientRect()
  scroller.scrollTop += top - Math.max(0, (scroller.clientHeight - height) / 2)
}

/**
 * Scrolls each preview to the field the editor moves to (by the keyboard, a click or a search) or types in, unless it
 * is in view already.
 */
export function followEditor(): void {
  const follow = (event: Event) => {
    const target = event.target instanceof Element ? event.target : undefined
    const field = target?.closest('.pane[data-mode="edit"] .field[data-key-path]')
    const keyPath = field?.getAttribute('data-key-path')
    if (!keyPath) return
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('.pane[data-mode="preview"] iframe.preview')) {
      const element = frame.contentDocument && shownIn(frame.contentDocument, keyPath)
      if (element && !inView(element)) centre(element)
    }
  }
  document.addEventListener('focusin', follow, true)
  document.addEventListener('input', follow, true)
}
