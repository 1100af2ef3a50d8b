// Copies from the preview without its field marks: every text the editor typed carries, in the preview only, an
// invisible tail naming its field (./fieldMarks.ts). Copied as the browser would, those tag characters went along into
// whatever the phrase was pasted into: an entry's other field, a mail, a document. The preview's copies are written here
// instead, as plain text and as HTML, with the marks and the preview's own attributes taken out.
import { withoutMarks } from './fieldMarks.ts'

/** The attributes the preview adds to the page for the editor: no copy of the page has a use for them. */
const previewAttributes = ['data-key-path', 'data-preview-group', 'data-preview-focus', 'data-preview-body']

/** The selection of `document` as HTML, without the field marks and the preview's attributes. */
function selectedHtml(selection: Selection, document: Document): string {
  const holder = document.createElement('div')
  for (let index = 0; index < selection.rangeCount; index += 1)
    holder.append(selection.getRangeAt(index).cloneContents())
  const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) node.nodeValue = withoutMarks(node.nodeValue ?? '')
  for (const element of holder.querySelectorAll('*')) {
    for (const name of previewAttributes) element.removeAttribute(name)
    // Given by ./keyboardToField.ts along with its mark.
    if (element.getAttribute('role') === 'button' && element.hasAttribute('tabindex')) {
      element.removeAttribute('role')
      element.removeAttribute('tabindex')
      element.removeAttribute('aria-label')
    }
  }
  return holder.innerHTML
}

const cleaning = new WeakSet<Document>()

/** Writes each copy (and cut, which the preview treats as a copy) from the preview document of `frame` cleaned. */
export function cleanCopies(frame: Window): void {
  const { document } = frame
  if (cleaning.has(document)) return
  cleaning.add(document)
  const copy = (event: ClipboardEvent) => {
    const selection = document.getSelection()
    if (!event.clipboardData || !selection || selection.isCollapsed) return
    // A copy from a field of the page's own form (the contact form) is the browser's: nothing there is marked.
    const focused = document.activeElement
    if (focused?.matches('input, textarea')) return
    event.clipboardData.setData('text/plain', withoutMarks(selection.toString()))
    event.clipboardData.setData('text/html', selectedHtml(selection, document))
    event.preventDefault()
  }
  document.addEventListener('copy', copy)
  document.addEventListener('cut', copy)
}
