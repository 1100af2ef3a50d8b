// Staff tool: `npm run analytics -- --out FILE` writes GoAccess's report of the recorded page views (usage in
// services/analytics/analyticsCommand.ts).
import { runAnalyticsCommand } from '../analytics/analyticsCommand.ts'

process.exitCode = await runAnalyticsCommand(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
})
