// Runs in the editors' CMS (/admin and /admin/ar) beside Sveltia CMS, bundled by ../flagsBundle.ts. It reads the
// translations' state the build wrote (/admin/translations.json) and marks, where the translator works: on the entry
// being edited, each Arabic field whose English changed after it, with when and the English before and after; in a
// collection's list, each entry with such fields. It only adds its own elements beside the CMS's, found by the
// attributes Sveltia CMS gives every field (data-key-path, inside the pane of its language, data-locale), and adds
// them again whenever the CMS draws the page anew; the CMS itself is not changed.
import type { Dictionary } from '../../../lib/content/translations/en.ts'
import type { FlaggedEntry, FlaggedField, TranslationStatus } from '../translationStatus.ts'
import type { DiffPart } from '../wordDiff.ts'

type Language = 'en' | 'ar'

/**
 * The flags' words in each language, from translations.flags of the dictionaries (lib/content/translations/): written
 * into the bundle by ../flagsBundle.ts, so the browser gets these few words and not every dictionary.
 */
declare const flagWords: Record<Language, Dictionary['translations']['flags']>

const language: Language = document.documentElement.lang === 'ar' ? 'ar' : 'en'
const said = flagWords[language]
const flagClass = 'translation-flag'
const badgeClass = 'translation-badge'

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
  made.append(...children)
  return made
}

function diff(parts: readonly DiffPart[]): HTMLElement {
  return element(
    'p',
    { class: `${flagClass}-diff`, lang: 'en', dir: 'ltr' },
    ...parts.flatMap((part, index) => {
      if (part.kind === 'same') return [part.text]
      const marked = element(
        part.kind === 'removed' ? 'del' : 'ins',
        {},
        element('span', { class: `${flagClass}-hidden` }, `${part.kind === 'removed' ? said.removed : said.added} `),
        part.text,
      )
      // Words replaced and their replacement, apart: "ten-year agenda decade-long plan", not run together.
      return parts[index - 1]?.kind === 'removed' ? [' ', marked] : [marked]
    }),
  )
}

/** The note under a field's label: when its English changed, and how; one part per flagged block of a body. */
function note(fields: readonly FlaggedField[]): HTMLElement {
  const day = fields.map((field) => field.since?.slice(0, 10)).sort()[0]
  const [first] = fields
  return element(
    'div',
    { class: flagClass, role: 'note', 'data-flag-for': first!.keyPath, lang: language },
    element(
      'p',
      { class: `${flagClass}-title` },
      // The day in its own direction: in Arabic text 2025-03-10 would otherwise read 10-03-2025.
      ...(day ? [said.changed.before, element('bdi', { dir: 'ltr' }, day), said.changed.after] : [said.changedUndated]),
    ),
    ...fields.flatMap((field) => [
      ...(field.field.startsWith('text › ')
        ? [element('p', {}, `${said.block.before}${field.place[language].split(/، |, /).at(-1)!}${said.block.after}`)]
        : []),
      diff(field.diff),
      element(
        'p',
        { class: `${flagClass}-help` },
        `${said.help} `,
        element('code', { dir: 'ltr' }, field.englishVersion),
        // The file and the field, as the collection asks for them.
        ' (',
        element('code', { dir: 'ltr' }, field.file),
        ' · ',
        element('code', { dir: 'ltr' }, field.field),
        ').',
      ),
    ]),
  )
}

const style = `.${flagClass}{margin:.5rem 0;padding:.5rem .75rem;border:1px solid #b45309;border-inline-start-width:4px;border-radius:4px;background:#fffbeb;color:#451a03;font-size:.875rem;line-height:1.5}
.${flagClass} p{margin:.25rem 0}
.${flagClass}-title{font-weight:600}
.${flagClass}-diff{overflow-wrap:anywhere}
.${flagClass} del{color:#991b1b;background:#fee2e2}
.${flagClass} ins{color:#166534;background:#dcfce7}
.${flagClass}-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.${badgeClass}{display:inline-block;margin-inline-start:.5rem;padding:0 .5rem;border-radius:999px;background:#fef3c7;color:#78350f;font-size:.75rem;font-weight:600;white-space:nowrap}`

/** The collection and entry the CMS shows, from its address: #/collections/<collection>[/entries/<entry>]. */
function route(): { collection?: string; entry?: string } {
  const [, collection, entry] = /^#\/collections\/([^/?]+)(?:\/entries\/([^/?]+))?/.exec(location.hash) ?? []
  return { collection: collection && decodeURIComponent(collection), entry: entry && decodeURIComponent(entry) }
}

function markFields(entry: FlaggedEntry): void {
  const byKeyPath = new Map<string, FlaggedField[]>()
  for (const field of entry.fields) byKeyPath.set(field.keyPath, [...(byKeyPath.get(field.keyPath) ?? []), field])
  for (const [keyPath, fields] of byKeyPath) {
    // The Arabic pane's field: /admin/ar opens on it, and /admin shows it when Arabic is chosen beside the English.
    const wrappers = document.querySelectorAll<HTMLElement>(
      `[data-locale="ar"] [data-key-path="${CSS.escape(keyPath)}"]`,
    )
    for (const wrapper of wrappers) {
      if (wrapper.querySelector(`:scope > .${flagClass}`)) continue
      const header = wrapper.querySelector(':scope > header')
      if (header) header.after(note(fields))
      else wrapper.prepend(note(fields))
    }
  }
}

function markList(entries: readonly FlaggedEntry[]): void {
  const rows = document.querySelectorAll<HTMLElement>('[role="grid"] [role="row"]')
  for (const row of rows) {
    if (row.querySelector(`.${badgeClass}`)) continue
    const text = row.textContent ?? ''
    const flagged = entries.find((entry) => text.includes(entry.title[language]))
    if (!flagged) continue
    const cell = [...row.querySelectorAll<HTMLElement>('[role="gridcell"]')].find((each) =>
      (each.textContent ?? '').includes(flagged.title[language]),
    )
    ;(cell ?? row).append(element('span', { class: badgeClass }, said.badge))
  }
}

function mark(status: TranslationStatus): void {
  const { collection, entry } = route()
  if (!collection) return
  const inCollection = status.entries.filter((each) => each.collection === collection)
  if (entry) {
    const flagged = inCollection.find((each) => each.entry === entry)
    if (flagged) markFields(flagged)
  } else markList(inCollection)
}

async function start(): Promise<void> {
  const answer = await fetch('/admin/translations.json', { cache: 'no-cache' })
  if (!answer.ok) return
  const status = (await answer.json()) as TranslationStatus
  if (status.entries.length === 0) return
  document.head.append(element('style', {}, style))
  let queued = false
  const again = () => {
    if (queued) return
    queued = true
    requestAnimationFrame(() => {
      queued = false
      mark(status)
    })
  }
  new MutationObserver(again).observe(document.getElementById('nc-root') ?? document.body, {
    childList: true,
    subtree: true,
  })
  addEventListener('hashchange', again)
  again()
}

start().catch(() => {
  // Without the state (an old build, a static host without it) the editor works as always, unmarked.
})
