import { describe, expect, it } from 'vitest'
import { analyticsUsage, runAnalyticsCommand } from './analyticsCommand.ts'

async function run(args: string[], env: Record<string, string> = {}) {
  let out = ''
  let err = ''
  const code = await runAnalyticsCommand(args, {
    env,
    out: (text) => {
      out += text
    },
    err: (text) => {
      err += text
    },
  })
  return { code, out, err }
}

describe('npm run analytics, asked the wrong way', () => {
  it.each([
    { args: [], said: 'Say where to write the report' },
    { args: ['--out'], said: 'Say where to write the report' },
    { args: ['--out', '--verbose'], said: 'Say where to write the report' },
    { args: ['report.html'], said: 'Not understood: report.html.' },
    { args: ['--out', 'a.html', '--days', '7'], said: 'Not understood: --days 7.' },
  ])('$args: says what it takes, and exits 2', async ({ args, said }) => {
    const { code, err, out } = await run(args)
    expect(code).toBe(2)
    expect(err).toContain(said)
    expect(err).toContain('npm run analytics -- --out ')
    expect(out).toBe('')
  })

  it('--help prints the usage and exits 0', async () => {
    expect(await run(['--help'])).toEqual({ code: 0, out: analyticsUsage, err: '' })
  })

  it('names a bad setting as the service would, and exits 1 before running anything', async () => {
    const { code, err } = await run(['--out', 'a.html'], { ANALYTICS_RETENTION_DAYS: 'a month' })
    expect(code).toBe(1)
    expect(err).toBe(
      'ANALYTICS_RETENTION_DAYS is "a month"; set it to a whole number from 1 to 366 (days of page views kept, as the privacy policy says), or leave it unset for 30.\n',
    )
  })
})
