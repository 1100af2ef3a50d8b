// The preview by keyboard: each marked text and picture of the page (./fieldMarks.ts) takes the keyboard's focus in
// reading order, is named for the field it shows in the editor's own language ("Edit: Line under the name"), and Enter
// or Space brings that field forward as a click does (./clickToField.ts). The focus ring is an outline with a white
// halo drawn as a shadow: neither takes room, so nothing on the page moves, and one of the two stands out on a light
// band and on a dark one alike.
import type { InWords, Locale } from '../../../lib/locales.ts'
import { bringForward } from './clickToField.ts'

/** What the name of a focusable part of the preview says before its field's label. */
const editWords: InWords = { en: 'Edit', ar: 'تحرير' }

/** Set on the elements made focusable here, so a later drawing knows which to give back as they were. */
const offered = 'data-preview-focus'

const focusStyle = `[${offered}]:focus-visible{outline:2px solid #0284c7;outline-offset:2px;box-shadow:0 0 0 2px #fff}`

/** Elements that are controls of their own: they keep their role and take focus already. */
const controls = 'a[href], button, input, select, textarea, summary'

/** The name of the field at `keyPath` ("Edit: Title"), read from the labels by key path with lists' positions as `*`. */
export function editName(labels: Record<string, InWords> | undefined, keyPath: string, locale: Locale): string {
  const pattern = keyPath.replace(/\.\d+(?=\.|$)/g, '.*')
  const label = labels?.[pattern]?.[locale] ?? keyPath
  return locale === 'ar' ? `${editWords.ar}: ${label}` : `${editWords.en}: ${label}`
}

/** The attributes this changes on an element. */
const changed = ['tabindex', 'role', 'aria-label'] as const

/** Each element's own values of those attributes (a drawing's role="img" and its words), to give back. */
const own = new WeakMap<Element, (string | null)[]>()

/**
 * Makes each field's element in `root` focusable and names it, after ./fieldMarks.ts's markPage. Every element an
 * earlier drawing changed gets its own attributes back first (the site's React leaves alone what it did not change).
 */
export function offerFocus(root: Element, name: (keyPath: string) => string): void {
  for (const element of root.querySelectorAll(`[${offered}]`)) {
    element.removeAttribute(offered)
    const values = own.get(element) ?? []
    changed.forEach((attribute, index) => {
      const value = values[index]
      if (value === null || value === undefined) element.removeAttribute(attribute)
      else element.setAttribute(attribute, value)
    })
  }
  for (const element of root.querySelectorAll('[data-key-path]:not([data-preview-group])')) {
    own.set(
      element,
      changed.map((attribute) => element.getAttribute(attribute)),
    )
    element.setAttribute(offered, '')
    element.setAttribute('aria-label', name(element.getAttribute('data-key-path')!))
    if (element.matches(controls)) continue
    element.setAttribute('tabindex', '0')
    element.setAttribute('role', 'button')
  }
}

const answering = new WeakSet<Document>()

/** Lets Enter or Space on a focused field's element of the preview document of `frame` bring its field forward. */
export function answerKeys(frame: Window): void {
  const { document } = frame
  if (answering.has(document)) return
  answering.add(document)
  const style = document.createElement('style')
  style.textContent = focusStyle
  document.head.append(style)
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = event.target as Element | null
      if (target?.nodeType !== Node.ELEMENT_NODE || !target.hasAttribute(offered)) return
      const keyPath = target.getAttribute('data-key-path')
      if (!keyPath) return
      // Neither a link followed nor the page scrolled by Space: the key is about the field.
      event.preventDefault()
      event.stopPropagation()
      bringForward(document, keyPath)
    },
    true,
  )
}
