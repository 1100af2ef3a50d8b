import { describe, expect, it } from 'vitest'
import {
  type AuditJson,
  applyAllowlist,
  dependencyClosure,
  fails,
  findings,
  type LockPackages,
  parseAllowlist,
  parseAudit,
  summary,
} from './auditReport.ts'

// The shape `npm audit --json` prints (report version 2), cut down to what the audit reads.
const advisory = (name: string, severity: string, ghsa: string) => ({
  source: 1_100_000,
  name,
  dependency: name,
  title: `A flaw in ${name}`,
  url: `https://github.com/advisories/${ghsa}`,
  severity,
  range: '<2.0.0',
})

const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    express: {
      name: 'express',
      severity: 'high',
      via: [advisory('express', 'high', 'GHSA-2222-3333-4444')],
      nodes: ['node_modules/express'],
      fixAvailable: true,
    },
    turndown: {
      name: 'turndown',
      severity: 'critical',
      via: [advisory('turndown', 'critical', 'GHSA-5555-6666-7777')],
      nodes: ['node_modules/turndown'],
      fixAvailable: { name: '@sveltia/cms', version: '0.300.0', isSemVerMajor: false },
    },
    '@sveltia/cms': {
      name: '@sveltia/cms',
      severity: 'critical',
      via: ['turndown'],
      nodes: ['node_modules/@sveltia/cms'],
      fixAvailable: { name: '@sveltia/cms', version: '0.300.0', isSemVerMajor: false },
    },
    vitest: {
      name: 'vitest',
      severity: 'critical',
      via: [advisory('vitest', 'critical', 'GHSA-8888-9999-cccc')],
      nodes: ['node_modules/vitest'],
      fixAvailable: false,
    },
    pino: {
      name: 'pino',
      severity: 'moderate',
      via: [advisory('pino', 'moderate', 'GHSA-cccc-ffff-gggg')],
      nodes: ['node_modules/pino'],
      fixAvailable: false,
    },
  },
  metadata: {},
}

const lock: LockPackages = {
  '': { dependencies: { express: '^5' } },
  'node_modules/@sveltia/cms': { dependencies: { turndown: '^7', leaflet: '^1' } },
  'node_modules/turndown': { dependencies: { domino: '^2' } },
  'node_modules/turndown/node_modules/domino': {},
  'node_modules/domino': {},
  'node_modules/leaflet': {},
  'node_modules/express': {},
  'node_modules/vitest': {},
}

const audit = (json: unknown) => parseAudit(JSON.stringify(json), '') as AuditJson
describe('npm run audit', () => {
  it('takes every advisory of the production report, most severe first, and leaves the rest alone', () => {
    const production = {
      ...report,
      vulnerabilities: { express: report.vulnerabilities.express, pino: report.vulnerabilities.pino },
    }
    const list = findings('production', audit(production))
    expect(list.map(({ id, severity, fix }) => [id, severity, fix])).toEqual([
      ['GHSA-2222-3333-4444', 'high', 'yes: npm audit fix'],
      ['GHSA-cccc-ffff-gggg', 'moderate', 'no fixed version yet'],
    ])
    expect(list.filter(fails).map(({ id }) => id)).toEqual(['GHSA-2222-3333-4444'])
  })

  it('takes from the whole report only what the CMS brings, found through the lock file as Node resolves it', () => {
    const nodes = dependencyClosure(lock, 'node_modules/@sveltia/cms')
    expect([...nodes].sort()).toEqual([
      'node_modules/@sveltia/cms',
      'node_modules/leaflet',
      'node_modules/turndown',
      'node_modules/turndown/node_modules/domino',
    ])
    const list = findings('cms', audit(report), nodes)
    // The CMS's own entry names turndown, whose entry carries the advisory: it is listed once, not twice.
    expect(list.map(({ id, package: name, fix }) => [id, name, fix])).toEqual([
      ['GHSA-5555-6666-7777', 'turndown <2.0.0', 'yes: @sveltia/cms@0.300.0'],
    ])
  })

  it('lets a high or critical advisory pass while the allowlist explains it, and fails it again once its date is past', () => {
    const allowlist = parseAllowlist(
      JSON.stringify({
        advisories: [
          {
            id: 'GHSA-2222-3333-4444',
            reason: 'Only the router of HTTP/2 is affected; the site serves HTTP/1.1.',
            expires: '2027-01-31',
          },
        ],
      }),
    )
    if ('problems' in allowlist) throw new Error(allowlist.problems.join('\n'))
    const list = findings('production', audit(report))
    expect(
      applyAllowlist(list, allowlist, '2027-01-31')
        .filter(fails)
        .map(({ id }) => id),
    ).not.toContain('GHSA-2222-3333-4444')
    const later = applyAllowlist(list, allowlist, '2027-02-01')
    expect(later.filter(fails).map(({ id }) => id)).toContain('GHSA-2222-3333-4444')
    expect(summary(later, allowlist).join('\n')).toContain('ran out on 2027-01-31')
  })

  it('prints each advisory readably and names allowances that no longer apply', () => {
    const allowlist = {
      advisories: [
        { id: 'GHSA-xxxx-wwww-vvvv', reason: 'Fixed upstream long ago, kept by mistake.', expires: '2030-01-01' },
      ],
    }
    const list = [
      ...findings('production', audit(report), new Set(['node_modules/express'])),
      ...findings('cms', audit(report), dependencyClosure(lock, 'node_modules/@sveltia/cms')),
    ]
    expect(summary(list, allowlist)).toMatchInlineSnapshot(`
      [
        "Production dependencies (the server visitors reach): 1 advisory",
        "  high     express <2.0.0: A flaw in express",
        "           https://github.com/advisories/GHSA-2222-3333-4444  (GHSA-2222-3333-4444; fix available: yes: npm audit fix)",
        "Sveltia CMS and what it brings (runs in editors' browsers at /admin): 1 advisory",
        "  critical turndown <2.0.0: A flaw in turndown",
        "           https://github.com/advisories/GHSA-5555-6666-7777  (GHSA-5555-6666-7777; fix available: yes: @sveltia/cms@0.300.0)",
        ".audit-allow.json allows GHSA-xxxx-wwww-vvvv, which no longer applies: remove it.",
        "2 high or critical advisories to fix, or to explain in .audit-allow.json (id, reason, expires).",
      ]
    `)
  })

  it.each([
    {
      what: "a registry that does not implement the audit endpoint (this machine's mirror)",
      stdout: JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
        error: { summary: '', detail: '' },
      }),
      stderr: 'npm error audit endpoint returned an error',
      said: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    },
    {
      what: 'npm’s own refusal (ENOAUDIT)',
      stdout: JSON.stringify({
        error: { code: 'ENOAUDIT', summary: 'Your configured registry does not support audit requests.', detail: '' },
      }),
      stderr: '',
      said: 'Your configured registry does not support audit requests.',
    },
    {
      what: 'no JSON at all',
      stdout: '',
      stderr: 'npm error code ENOTFOUND\nnpm error ...',
      said: 'npm error code ENOTFOUND',
    },
  ])('says the advisory database could not be reached when npm answers with $what', ({ stdout, stderr, said }) => {
    expect(parseAudit(stdout, stderr)).toEqual({ unreachable: said })
  })

  it('refuses an allowlist entry without a reason or a date, naming the file and the field', () => {
    expect(parseAllowlist(JSON.stringify({ advisories: [{ id: 'GHSA-2222-3333-4444', reason: 'n/a' }] }))).toEqual({
      problems: [
        '.audit-allow.json: advisories.0.reason: a sentence saying why the advisory does not apply here',
        '.audit-allow.json: advisories.0.expires: a date such as 2027-01-31',
      ],
    })
  })
})
