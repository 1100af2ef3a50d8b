import type { Locale } from '../../lib/locales.ts'
import { localeInfo } from '../../lib/locales.ts'
import { cmsBundleFile } from './cmsBundle.ts'
import { translationsLink, translationsScript } from '../translations/adminHook.ts'
import { inLanguages } from '../../lib/content/translations/dictionaries.ts'

/**
 * Runs before the CMS: the CMS waits for it, then signs editors in through this site's own service (/api/cms/auth)
 * at whatever address the site is served from, which a configuration file written at build time cannot know.
 *
 * It also sets the CMS's interface to the page's language. Sveltia CMS has no configuration option for that: it takes
 * the language saved in its preferences (localStorage "sveltia-cms.prefs", key "locale"), else the browser's. Both
 * editors share that store, so each page writes its own language there before the CMS reads it: /admin/ar is Arabic
 * and /admin English, whichever was opened last and whatever the browser's language.
 *
 * The page's language is also the language of the words an editor meets first (`editorContentLocale`, read by the CMS's
 * bundle as tooling/cms/cmsBundle.ts patches it): /admin/ar opens each entry on its Arabic values with the Arabic page
 * in the preview, and lists entries by their Arabic titles. Files are written the same from both editors.
 */
export const adminStartScript = `window.CMS_MANUAL_INIT = true
window.editorContentLocale = document.documentElement.lang
try {
  var prefs = JSON.parse(localStorage.getItem('sveltia-cms.prefs') || '{}') || {}
  prefs.locale = document.documentElement.lang
  localStorage.setItem('sveltia-cms.prefs', JSON.stringify(prefs))
} catch (error) {
  // Storage refused (a private window's settings): the CMS then follows the browser's language.
}
document.addEventListener('DOMContentLoaded', function () {
  window.CMS.init({ config: { backend: { base_url: location.origin } } })
})
`

/** Each editor's page: where it is, its words, and the words of the link to it from the other. */
export const adminEditors = inLanguages((words) => words.admin.adminEditors)

/**
 * The language bar above the CMS, with a focus ring that shows on its dark ground. It also hides the number of entries
 * the CMS draws beside each collection in its side bar: the item's name is its label alone, so the number made its
 * visible words differ from its name (WCAG 2.5.3, label in name), which axe finds once the CMS is laid out in its own
 * root; the CMS says how many entries a collection holds when it is opened.
 */
// The sign-in screen's buttons wrap their words rather than cut them: Arabic labels are longer than a phone's width.
// The page lays out the CMS's root itself, filling the window below the bar: left to the CMS, the root is measured once
// as the CMS starts and fitted only if it is still empty then, which it was not for an editor who asks for reduced
// motion, and the whole editor was then drawn zero pixels high, a blank page.
const adminStyle = `body{margin:0;display:flex;flex-direction:column;height:100vh;height:100dvh}
#nc-root{position:relative;flex:1;min-height:0}
#editor-language{display:flex;justify-content:flex-end;padding:.25rem .75rem;background:#0f172a;font:600 .875rem/1.5 system-ui,sans-serif}
#editor-language a{color:#fff;text-decoration:underline;text-underline-offset:.2em;padding:.125rem .25rem;border-radius:.25rem}
#editor-language a:focus-visible{outline:3px solid #38bdf8;outline-offset:2px}
#editor-language .translations-link{margin-inline-end:auto}
#nc-root [role=treeitem] .count{display:none}
#nc-root .buttons>.sui.button{height:auto;min-height:32px;padding-block:4px}
#nc-root .buttons>.sui.button .truncated-text{-webkit-line-clamp:none!important;white-space:normal}`

/** The configuration each editor loads: the same files, labelled in its language. */
export const adminConfigPath = (locale: Locale) => `${adminEditors[locale].path}/config.yml`

/**
 * The page of an editor, /admin (English) or /admin/ar (Arabic): the CMS fills it, below a thin bar linking to the
 * other language's editor. The bar sits outside the CMS's own root (#nc-root), which the page's style fits to the rest
 * of the window, so the CMS never redraws it. Without JavaScript the page says how else to change the words.
 * `previewScript` (the name of tooling/cms/preview's script under /admin) runs after the CMS's bundle and registers the
 * previews.
 */
export function adminPage(previewScript: string, locale: Locale = 'en'): string {
  const editor = adminEditors[locale]
  const other = locale === 'en' ? 'ar' : 'en'
  return `<!doctype html>
<html lang="${locale}" dir="${localeInfo[locale].dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${editor.title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="application/yaml" href="${adminConfigPath(locale)}">
<style>
${adminStyle}
</style>
</head>
<body>
<nav id="editor-language" aria-label="${editor.languages}">${translationsLink(locale)}<a href="${adminEditors[other].path}" hreflang="${other}" lang="${other}" dir="${localeInfo[other].dir}">${adminEditors[other].linkTo}</a></nav>
<div id="nc-root"></div>
<noscript><p>${editor.noscript}</p></noscript>
<script src="/admin/start.js"></script>
<script src="/admin/${cmsBundleFile}"></script>
<script src="/admin/${previewScript}"></script>
${translationsScript}
</body>
</html>
`
}
