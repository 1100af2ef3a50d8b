// `npm run audit`: asks npm's advisory database about the production dependencies (`npm audit --omit=dev`) and about
// Sveltia CMS with everything it brings (a devDependency, but its bundle runs in editors' browsers), prints each
// advisory with its severity, title, address and fix, and exits 1 for a high or critical one that .audit-allow.json
// does not explain (an advisory id, why it does not apply here, and a date the judgement runs out). Without an
// advisory database to ask (an offline mirror of the registry answers no audit) it warns and exits 0: nothing was
// checked, and the scheduled run on GitHub (.github/workflows/dependencies.yml) is where it counts.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import {
  type AuditJson,
  allowlistFile,
  applyAllowlist,
  cmsPackage,
  dependencyClosure,
  fails,
  findings,
  type LockPackages,
  parseAllowlist,
  parseAudit,
  summary,
} from './audit/auditReport.ts'

/** npm audit's report, whatever its exit code (1 whenever it found an advisory), or why there is none. */
async function npmAudit(args: string[]): Promise<AuditJson | { unreachable: string }> {
  const output = await promisify(execFile)('npm', ['audit', '--json', ...args], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string; message: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr || error.message,
    }),
  )
  return parseAudit(output.stdout, output.stderr)
}

function warn(message: string): void {
  console.warn(`Warning: ${message}`)
  if (process.env.GITHUB_ACTIONS === 'true') console.log(`::warning title=npm run audit::${message}`)
}

const allowlist = parseAllowlist(
  fs.existsSync(allowlistFile) ? fs.readFileSync(allowlistFile, 'utf8') : '{"advisories":[]}',
)
if ('problems' in allowlist) {
  for (const problem of allowlist.problems) console.error(problem)
  process.exit(1)
}

const [production, everything] = await Promise.all([npmAudit(['--omit=dev']), npmAudit([])])
if ('unreachable' in production || 'unreachable' in everything) {
  const reason =
    'unreachable' in production ? production.unreachable : (everything as { unreachable: string }).unreachable
  warn(`could not reach the advisory database, so no dependency was checked: ${reason}`)
  process.exit(0)
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: LockPackages }
const cmsNodes = dependencyClosure(lock.packages, `node_modules/${cmsPackage}`)
if (cmsNodes.size === 0) throw new Error(`${cmsPackage} is not in package-lock.json: run npm install.`)

const today = new Date().toISOString().slice(0, 10)
const list = applyAllowlist(
  [...findings('production', production), ...findings('cms', everything, cmsNodes)],
  allowlist,
  today,
)
for (const line of summary(list, allowlist)) console.log(line)
if (list.some(fails)) process.exitCode = 1
