// `npm run budgets`: builds when sources changed, then prints what every prerendered page costs a first visit (brotli
// bytes of HTML, JS, CSS, eager images and fonts) and checks the budgets of issue 6; exits 1 naming each page over one.
import { ensureProductionBuild } from './budgets/ensureProductionBuild.ts'
import { budgets, checkBudgets, formatTable, kib, measureSite } from './budgets/measure.ts'

ensureProductionBuild()
const weights = measureSite()
console.log(formatTable(weights))
console.log(
  `\nbudgets: JS ≤ ${kib(budgets.js.default!)} KiB (/contact ≤ ${kib(budgets.js['/contact']!)} KiB), CSS ≤ ${kib(budgets.css)} KiB, ` +
    `Home in total ≤ ${kib(budgets.homeTotal)} KiB; form, toast, zod and news-filter code only on their own page`,
)

const failures = checkBudgets(weights)
if (failures.length > 0) {
  console.error(`\n${failures.length} over budget:`)
  for (const failure of failures) console.error(`  ${failure.message}`)
  process.exit(1)
}
console.log(`all ${weights.length} pages are within budget`)
