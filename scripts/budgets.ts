// `npm run budgets`: builds when sources changed, then prints what every prerendered page costs a first visit (brotli
// bytes of HTML, JS, CSS, eager images and fonts) and what each download weighs (the company profiles), and checks the
// site's budgets; exits 1 naming each page or file over one.
import { ensureProductionBuild } from '../tooling/budgets/ensureProductionBuild.ts'
import {
  budgets,
  checkBudgets,
  checkDownloads,
  formatTable,
  kib,
  measureDownloads,
  measureSite,
  pageOnlyCode,
} from '../tooling/budgets/measure.ts'

ensureProductionBuild()
const weights = measureSite()
console.log(formatTable(weights))
const jsLimits = Object.entries(budgets.js)
  .filter(([route]) => route !== 'default')
  .map(([route, limit]) => `${route} ≤ ${kib(limit)} KiB`)
const pageOnly = pageOnlyCode.map(({ name, owners }) => `${name} only on ${owners.join(' and ')}`)
console.log(
  `\nbudgets: JS ≤ ${kib(budgets.js.default!)} KiB (${jsLimits.join(', ')}; the same for each Arabic twin), CSS ≤ ${kib(budgets.css)} KiB, ` +
    `no fonts in English, fonts ≤ ${kib(budgets.fonts.ar)} KiB in Arabic, Home in total ≤ ${kib(budgets.homeTotal)} KiB besides fonts; ` +
    `requests before the first paint ≤ ${budgets.firstPaint} in both languages; ${pageOnly.join('; ')}`,
)

const downloads = measureDownloads()
console.log(
  `downloads: ${downloads.map((download) => `${download.url} ${Math.round(download.bytes / 1000)} KB (≤ ${download.limit / 1000} KB)`).join(', ')}`,
)

const failures = [...checkBudgets(weights), ...checkDownloads()]
if (failures.length > 0) {
  console.error(`\n${failures.length} over budget:`)
  for (const failure of failures) console.error(`  ${failure.message}`)
  process.exit(1)
}
console.log(`all ${weights.length} pages and ${downloads.length} downloads are within budget`)
