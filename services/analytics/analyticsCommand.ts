import { ConfigError, readAnalyticsSettings } from '../settings/readConfig.ts'
import { errorSummary } from '../contact/errorSummary.ts'
import { GoAccessMissing, writeReport } from './goaccessReport.ts'

export const analyticsUsage = `Usage: npm run analytics -- --out FILE

Writes GoAccess's HTML report of the page views the service recorded (ANALYTICS_DIR, by default data/analytics/):
visitors, views per page, English against Arabic (the "Virtual Hosts" panel), referring sites, browsers and systems,
pages not found. Crawlers have a report of their own beside it (FILE with .crawlers before .html). Each run reads only
what the last left; run it on a schedule (hourly, say) and serve FILE on an internal address only, never the public site.
`

export interface AnalyticsCommandIo {
  env: Record<string, string | undefined>
  out: (text: string) => void
  err: (text: string) => void
  /** The GoAccess program (tests); `goaccess` on PATH otherwise. */
  goaccess?: string
}

/** Runs `npm run analytics -- <args>`; returns the exit code: 0 written, 1 failed, 2 not understood. */
export async function runAnalyticsCommand(args: string[], io: AnalyticsCommandIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(analyticsUsage)
    return 0
  }
  const at = args.indexOf('--out')
  const out = at === -1 ? undefined : args[at + 1]
  const unknown = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 2)]
  if (!out || out.startsWith('-') || unknown.length > 0) {
    io.err(
      `${unknown.length > 0 ? `Not understood: ${unknown.join(' ')}. ` : ''}Say where to write the report: npm run analytics -- --out /srv/internal/analytics/index.html\n`,
    )
    return 2
  }
  try {
    const settings = readAnalyticsSettings(io.env)
    const { read, people, crawlers } = await writeReport({ ...settings, out, goaccess: io.goaccess })
    io.out(
      `Wrote ${people} (people) and ${crawlers} (crawlers), reading ${read.length} ${read.length === 1 ? 'file' : 'files'} of page views from ${settings.dir}.\n`,
    )
    return 0
  } catch (error) {
    if (error instanceof ConfigError) io.err(`${error.problems.join('\n')}\n`)
    else if (error instanceof GoAccessMissing) io.err(`${error.message}\n`)
    else io.err(`Could not write the report: ${errorSummary(error)}\n`)
    return 1
  }
}
