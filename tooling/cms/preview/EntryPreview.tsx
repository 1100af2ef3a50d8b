import { snapshot } from 'virtual:preview-snapshot'
import { Component, createRef, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { defaultLocale, isLocale, type Locale, localeInfo, locales } from '../../../lib/locales.ts'
import type { FieldKind } from './fieldKinds.ts'
import { answerClicks } from './clickToField.ts'
import { cleanCopies } from './cleanCopies.ts'
import { markFields, markPage } from './fieldMarks.ts'
import { answerKeys, editName, offerFocus } from './keyboardToField.ts'
import { pageView } from './pageView.tsx'
import { contentTypeOf, type EditedEntry, showEntry } from './previewContent.ts'
import { findNewFilesWith, newFile } from './standIns/assets.ts'

/** The CMS's entry (an Immutable.js map, as in Decap CMS): only `get` and `toJS` are used. */
interface ImmutableLike {
  get(key: string): unknown
  toJS(): unknown
}

/** What the CMS gives a preview template, each time the entry changes. */
export interface PreviewProps {
  entry: ImmutableLike
  getAsset(path: string): { toString(): string } | undefined
  /** The preview pane's own document (an iframe). */
  document: Document
  window: Window
}

/**
 * The language shown: the one whose values the entry holds, as its other languages are listed under `i18n`. (The
 * pane's <html lang> keeps the language it was opened in.) The company's facts are one file, in English.
 */
function localeOf(entry: ImmutableLike): Locale {
  const others = Object.keys((entry.get('i18n') as ImmutableLike | undefined)?.toJS() ?? {})
  return locales.find((locale) => !others.includes(locale)) ?? defaultLocale
}

/**
 * The entry as the pages need it: its kind, language, file and fields, each text marked with its field and each
 * picture and date listed in `leaves` (./fieldMarks.ts).
 */
function editedEntry(
  { entry }: PreviewProps,
  leaves: Map<string, { kind: FieldKind; value: string }>,
): EditedEntry | undefined {
  const locale = localeOf(entry)
  const file = String(entry.get('path') ?? '')
  const type = contentTypeOf(String(entry.get('collection') ?? ''), file)
  if (!type) return undefined
  const fields = (entry.get('data') as ImmutableLike | undefined)?.toJS() as Record<string, unknown> | undefined
  const data = markFields(fields ?? {}, snapshot.fields[type.id] ?? [], leaves)
  const slug = String(entry.get('slug') || 'new')
  const folder = localeInfo[locale].contentFolder
  return {
    type: type.id,
    locale,
    slug,
    // A new entry has no file yet: its text is found by this name.
    file: file || `content/${folder ? `${folder}/` : ''}${type.folder}/${slug}`,
    data,
  }
}

/** The editor's own language (the page /admin/ar is Arabic), in which the preview's parts are named. */
function editorLocale(): Locale {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : defaultLocale
}

/** The files the page draws a picture from: what the build made of it, or the upload as the CMS has it. */
function filesOf(path: string): string[] {
  const image = snapshot.images[path]
  const made = image ? [...image.avif, ...image.webp].map(({ url }) => url) : []
  const drawing = snapshot.illustrations[path]?.url
  const upload = newFile(path)
  return [...made, ...(drawing ? [drawing] : []), ...(upload ? [upload] : [])]
}

/**
 * The preview template: the page the entry is seen on, drawn by the site's own components. The CMS renders templates
 * with a React of its own, whose hooks the site's components cannot use; so this renders only an empty element, and
 * the page is a React root of the site's own inside it, drawn again each time the CMS passes the entry as typed.
 */
export class EntryPreview extends Component<PreviewProps> {
  readonly #container = createRef<HTMLDivElement>()
  #root: Root | undefined
  #turn = 0

  override componentDidMount() {
    this.#root = createRoot(this.#container.current!)
    void this.#draw()
  }

  override componentDidUpdate() {
    void this.#draw()
  }

  override componentWillUnmount() {
    const root = this.#root
    this.#root = undefined
    // Not while the CMS's React is still removing this element.
    setTimeout(() => root?.unmount())
  }

  async #draw() {
    const turn = ++this.#turn
    const leaves = new Map<string, { kind: FieldKind; value: string }>()
    const edited = editedEntry(this.props, leaves)
    let page: ReactNode
    try {
      if (!edited) throw new Error('this entry has no page')
      findNewFilesWith((src) => this.props.getAsset(src)?.toString())
      showEntry(edited)
      page = await pageView(edited)
    } catch (error) {
      console.warn('preview:', error)
      page = <NotYet />
    }
    // A slower earlier draw (an async data hook) never replaces a later one.
    if (turn !== this.#turn || !this.#root) return
    const { documentElement } = this.props.document
    if (edited) {
      documentElement.lang = edited.locale
      documentElement.dir = localeInfo[edited.locale].dir
    }
    // Drawn at once, so the page is marked before the browser paints it.
    flushSync(() => this.#root!.render(<ShowsProblems turn={turn}>{page}</ShowsProblems>))
    const container = this.#container.current
    if (!container) return
    markPage(container, leaves, filesOf)
    if (!edited) return
    offerFocus(container, (keyPath) => editName(snapshot.labels[edited.type], keyPath, editorLocale()))
    answerClicks(this.props.window, edited.locale)
    answerKeys(this.props.window)
    cleanCopies(this.props.window)
  }

  override render() {
    return <div ref={this.#container} />
  }
}

/**
 * While fields a page needs are still empty (a new entry), it cannot be drawn: this says so instead, in both
 * languages. Why it failed is for developers, in the console.
 */
function NotYet() {
  return (
    <div
      role="status"
      data-preview-waiting
      style={{ padding: '2rem', font: '1rem/1.6 system-ui, sans-serif', color: '#334155' }}
    >
      <p>The page shows here once its fields are filled in.</p>
      <p lang="ar" dir="rtl">
        تظهر الصفحة هنا بعد ملء حقولها.
      </p>
    </div>
  )
}

/** Catches a page that fails to draw (a field it needs is empty), and draws it again at the next change. */
class ShowsProblems extends Component<{ turn: number; children: ReactNode }, { failed: boolean; turn: number }> {
  override state = { failed: false, turn: this.props.turn }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: { turn: number }, state: { turn: number }) {
    return props.turn === state.turn ? null : { turn: props.turn, failed: false }
  }

  override render() {
    return this.state.failed ? <NotYet /> : this.props.children
  }
}
