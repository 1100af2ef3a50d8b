import type { Locale } from '../../lib/locales.ts'
import { localeInfo } from '../../lib/locales.ts'
import type { FlaggedEntry, TranslationStatus } from './translationStatus.ts'
import type { DiffPart } from './wordDiff.ts'
import { inLanguages } from '../../lib/content/translations/dictionaries.ts'

/*
 * The editors' page of the Arabic to update, at /admin/translations (English) and /admin/ar/translations (Arabic):
 * every entry with a text its English left behind, the longest waiting first, each text with when and how its English
 * changed and a link that opens the entry in the Arabic editor. Plain HTML written at build time: it needs no script.
 */

export const editorsPagePath: Record<Locale, string> = { en: '/admin/translations', ar: '/admin/ar/translations' }

export const pageWords = inLanguages((words) => words.translations.pageWords)

const html = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!)

const dayOf = (date: string | undefined) => date?.slice(0, 10)

/** A word diff in HTML: what went struck through, what came underlined, each also named for a screen reader. */
export function diffHtml(parts: readonly DiffPart[], locale: Locale): string {
  const said = pageWords[locale]
  return parts
    .map((part, index) => {
      if (part.kind === 'same') return html(part.text)
      const apart = parts[index - 1]?.kind === 'removed' ? ' ' : ''
      return part.kind === 'removed'
        ? `<del><span class="visually-hidden">${said.removed} </span>${html(part.text)}</del>`
        : `${apart}<ins><span class="visually-hidden">${said.added} </span>${html(part.text)}</ins>`
    })
    .join('')
}

const style = `body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:#0f172a;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem 3rem}
nav{display:flex;justify-content:space-between;gap:1rem;padding:.25rem .75rem;background:#0f172a;font-weight:600;font-size:.875rem}
nav a{color:#fff}
a{color:#075985;text-underline-offset:.2em}
a:focus-visible{outline:3px solid #0284c7;outline-offset:2px;border-radius:.125rem}
nav a:focus-visible{outline-color:#38bdf8}
h1{font-size:1.75rem;margin:1rem 0 .5rem}
h2{font-size:1.25rem;margin:2rem 0 .25rem}
.since{color:#475569;margin:0}
ol{padding-inline-start:1.25rem}
li{margin-block:1rem}
.place{font-weight:600}
.diff{margin:.25rem 0;padding:.5rem .75rem;background:#f8fafc;border-inline-start:4px solid #cbd5e1;overflow-wrap:anywhere}
del{color:#991b1b;background:#fee2e2}
ins{color:#166534;background:#dcfce7}
code{font-size:.9em}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`

function entryHtml(entry: FlaggedEntry, locale: Locale): string {
  const said = pageWords[locale]
  const title = entry.title[locale]
  const address = `/admin/ar/#/collections/${encodeURIComponent(entry.collection)}/entries/${encodeURIComponent(entry.entry)}`
  return [
    `<section aria-labelledby="entry-${html(entry.collection)}-${html(entry.entry)}">`,
    `<h2 id="entry-${html(entry.collection)}-${html(entry.entry)}">${html(title)}</h2>`,
    entry.since ? `<p class="since">${said.oldest(dayOf(entry.since)!)}</p>` : '',
    `<p><a href="${address}">${html(said.open(title))}</a></p>`,
    '<ol>',
    ...entry.fields.map(
      (field) =>
        `<li><p class="place">${html(field.place[locale])}</p><p>${said.changed(dayOf(field.since))}:</p><p class="diff" lang="en" dir="ltr">${diffHtml(field.diff, locale)}</p><p>${html(said.code)}: <code dir="ltr">${html(field.englishVersion)}</code> (<code dir="ltr">${html(field.file)} · ${html(field.field)}</code>)</p></li>`,
    ),
    '</ol>',
    '</section>',
  ].join('\n')
}

/** The page of `locale`, from the status the build made. */
export function editorsPage(status: TranslationStatus, locale: Locale): string {
  const said = pageWords[locale]
  const other: Locale = locale === 'en' ? 'ar' : 'en'
  const editor = locale === 'en' ? '/admin' : '/admin/ar'
  const body =
    status.history !== 'full'
      ? `<p>${html(said.shallow)}</p>`
      : status.entries.length === 0
        ? `<p>${html(said.none)}</p>`
        : `<p>${said.intro}</p>\n${status.entries.map((entry) => entryHtml(entry, locale)).join('\n')}`
  return `<!doctype html>
<html lang="${locale}" dir="${localeInfo[locale].dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${html(said.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
${style}
</style>
</head>
<body>
<nav aria-label="${html(said.languages)}"><a href="${editor}">${html(said.back)}</a><a href="${editorsPagePath[other]}" hreflang="${other}" lang="${other}" dir="${localeInfo[other].dir}">${html(said.other)}</a></nav>
<main>
<h1>${html(said.title)}</h1>
${body}
</main>
</body>
</html>
`
}
