import { z } from 'zod'

/**
 * What `npm run audit` watches: the code visitors' requests run through (production dependencies) and the Sveltia CMS
 * bundle editors' browsers run with their GitHub token in hand. The rest of the dev tooling runs on developers'
 * machines and in CI only; Dependabot keeps it current, and its advisories are printed by `npm audit` itself.
 */
export type Audience = 'production' | 'cms'

export const audiences: Record<Audience, string> = {
  production: 'Production dependencies (the server visitors reach)',
  cms: "Sveltia CMS and what it brings (runs in editors' browsers at /admin)",
}

/** The package whose bundle editors' browsers run, although npm counts it as a devDependency. */
export const cmsPackage = '@sveltia/cms'

const severities = ['info', 'low', 'moderate', 'high', 'critical'] as const
type Severity = (typeof severities)[number]
const failing = new Set<Severity>(['high', 'critical'])

/** One advisory on one package, as `npm audit --json` (report version 2) lists it under `vulnerabilities[].via`. */
const advisorySchema = z.object({
  source: z.union([z.number(), z.string()]),
  name: z.string(),
  title: z.string(),
  url: z.string(),
  severity: z.enum(severities),
  range: z.string().optional(),
})

const auditSchema = z.object({
  vulnerabilities: z.record(
    z.string(),
    z.object({
      name: z.string(),
      /** Advisories on this package itself, or the names of the packages it is vulnerable through. */
      via: z.array(z.union([z.string(), advisorySchema])),
      /** Where it is installed: node_modules/… paths, as the lock file names them. */
      nodes: z.array(z.string()),
      fixAvailable: z.union([
        z.boolean(),
        z.object({ name: z.string(), version: z.string(), isSemVerMajor: z.boolean().optional() }),
      ]),
    }),
  ),
})
export type AuditJson = z.infer<typeof auditSchema>

/** The allowlist's file: each advisory that does not apply here, why, and until when that judgement holds. */
export const allowlistFile = '.audit-allow.json'

const allowlistSchema = z.object({
  advisories: z.array(
    z.object({
      /** The GitHub advisory's id (GHSA-xxxx-xxxx-xxxx), as the end of its url shows it, or npm's numeric one. */
      id: z.string().regex(/^(GHSA(-[23456789cfghjmpqrvwx]{4}){3}|\d+)$/, 'an advisory id such as GHSA-abcd-efgh-ijkm'),
      /** Why it does not apply to this site, in a sentence a reviewer can check. */
      reason: z.string().min(20, 'a sentence saying why the advisory does not apply here'),
      /** The day the judgement must be made again; afterwards the advisory fails the audit as if never allowed. */
      expires: z.iso.date('a date such as 2027-01-31'),
    }),
  ),
})
export type Allowlist = z.infer<typeof allowlistSchema>

/** The allowlist read from its JSON text, or the problems with it, each naming the file and the field. */
export function parseAllowlist(text: string): Allowlist | { problems: string[] } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { problems: [`${allowlistFile}: not JSON (${(error as Error).message})`] }
  }
  const parsed = allowlistSchema.safeParse(json)
  if (parsed.success) return parsed.data
  return {
    problems: parsed.error.issues.map(
      (issue) => `${allowlistFile}: ${issue.path.join('.') || '(top)'}: ${issue.message}`,
    ),
  }
}

/**
 * `npm audit --json`'s answer, or why it is not one: with no advisory database to ask (an offline mirror, a registry
 * that does not implement the audit endpoint) npm prints an error object instead of a report.
 */
export function parseAudit(stdout: string, stderr: string): AuditJson | { unreachable: string } {
  let json: unknown
  try {
    json = JSON.parse(stdout)
  } catch {
    return { unreachable: firstLine(stderr) ?? 'npm printed no report' }
  }
  const parsed = auditSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const error = json as { message?: unknown; error?: { summary?: unknown; detail?: unknown } }
  const said = [error.message, error.error?.summary, error.error?.detail].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  )
  return { unreachable: said ?? firstLine(stderr) ?? 'npm printed something other than an audit report' }
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '')

/** The lock file's packages, by their node_modules path ('' is the project). */
export type LockPackages = Record<
  string,
  {
    dependencies?: Record<string, string>
    optionalDependencies?: Record<string, string>
    peerDependencies?: Record<string, string>
  }
>

/**
 * Every installed path `from` needs, itself included, resolved as Node does: a dependency is looked for in the
 * package's own node_modules, then in each enclosing one up to the project's.
 */
export function dependencyClosure(packages: LockPackages, from: string): Set<string> {
  const found = new Set<string>()
  const pending = [from]
  while (pending.length > 0) {
    const at = pending.pop()!
    if (found.has(at) || !(at in packages)) continue
    found.add(at)
    const entry = packages[at]!
    const names = Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })
    for (const name of names) {
      const resolved = resolveFrom(packages, at, name)
      if (resolved) pending.push(resolved)
    }
  }
  return found
}

function resolveFrom(packages: LockPackages, at: string, name: string): string | undefined {
  let base = at
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`
    if (candidate in packages) return candidate
    if (base === '') return undefined
    const outer = base.lastIndexOf('/node_modules/')
    base = outer === -1 ? '' : base.slice(0, outer)
  }
}

export interface Finding {
  audience: Audience
  id: string
  package: string
  severity: Severity
  title: string
  url: string
  fix: string
  /** Set when the allowlist covers it: its reason and until when. */
  allowed?: { reason: string; expires: string }
  /** Set when the allowlist covered it until a day now past. */
  expired?: string
}

/** The advisories of `audit` on packages installed at one of `nodes` (every one when `nodes` is undefined). */
export function findings(audience: Audience, audit: AuditJson, nodes?: Set<string>): Finding[] {
  const list: Finding[] = []
  for (const entry of Object.values(audit.vulnerabilities)) {
    if (nodes && !entry.nodes.some((node) => nodes.has(node))) continue
    for (const via of entry.via) {
      // A name instead of an advisory: vulnerable through that package, whose own entry lists the advisory.
      if (typeof via === 'string') continue
      list.push({
        audience,
        id: advisoryId(via),
        package: via.range ? `${via.name} ${via.range}` : via.name,
        severity: via.severity,
        title: via.title,
        url: via.url,
        fix: fixText(entry.fixAvailable),
      })
    }
  }
  const rank = (finding: Finding) => severities.indexOf(finding.severity)
  return list.sort((a, b) => rank(b) - rank(a) || a.package.localeCompare(b.package))
}

/** The GitHub advisory id at the end of its url, which the allowlist uses; npm's number when there is none. */
function advisoryId(advisory: z.infer<typeof advisorySchema>): string {
  return /\/(GHSA-[\w-]+)$/.exec(advisory.url)?.[1] ?? String(advisory.source)
}

function fixText(fix: AuditJson['vulnerabilities'][string]['fixAvailable']): string {
  if (fix === false) return 'no fixed version yet'
  if (fix === true) return 'yes: npm audit fix'
  return `yes: ${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (a new major version: check its changes)' : ''}`
}

/** Marks each finding the allowlist covers, as allowed while its date holds and as expired after. */
export function applyAllowlist(list: Finding[], allowlist: Allowlist, today: string): Finding[] {
  return list.map((finding) => {
    const entry = allowlist.advisories.find((allowed) => allowed.id === finding.id)
    if (!entry) return finding
    if (entry.expires < today) return { ...finding, expired: entry.expires }
    return { ...finding, allowed: { reason: entry.reason, expires: entry.expires } }
  })
}

/** Whether a finding fails the audit: high or critical, and not allowed (an expired allowance counts for nothing). */
export const fails = (finding: Finding) => failing.has(finding.severity) && !finding.allowed

/** The summary printed for people: each audience's advisories, most severe first, then what fails and why. */
export function summary(list: Finding[], allowlist: Allowlist): string[] {
  const lines: string[] = []
  for (const [audience, heading] of Object.entries(audiences)) {
    const mine = list.filter((finding) => finding.audience === audience)
    lines.push(`${heading}: ${mine.length === 0 ? 'no advisories' : `${mine.length} ${plural(mine.length)}`}`)
    for (const finding of mine) {
      lines.push(`  ${finding.severity.padEnd(8)} ${finding.package}: ${finding.title}`)
      lines.push(`           ${finding.url}  (${finding.id}; fix available: ${finding.fix})`)
      if (finding.allowed)
        lines.push(`           allowed until ${finding.allowed.expires} by ${allowlistFile}: ${finding.allowed.reason}`)
      if (finding.expired)
        lines.push(`           its allowance in ${allowlistFile} ran out on ${finding.expired}: judge it again`)
    }
  }
  const reported = new Set(list.map((finding) => finding.id))
  for (const entry of allowlist.advisories.filter((allowed) => !reported.has(allowed.id)))
    lines.push(`${allowlistFile} allows ${entry.id}, which no longer applies: remove it.`)
  const failures = list.filter(fails)
  lines.push(
    failures.length === 0
      ? 'No high or critical advisory stands unexplained.'
      : `${failures.length} high or critical ${plural(failures.length)} to fix, or to explain in ${allowlistFile} (id, reason, expires).`,
  )
  return lines
}

const plural = (count: number) => (count === 1 ? 'advisory' : 'advisories')
