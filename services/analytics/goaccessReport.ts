import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { dayFile } from './viewJournal.ts'
import { dayOf, goaccessFormat } from './viewLine.ts'

export interface ReportOptions {
  /** The analytics folder (ANALYTICS_DIR), where the service writes the day files. */
  dir: string
  /** ANALYTICS_RETENTION_DAYS: the report's database keeps no more days than the files are kept. */
  retentionDays: number
  /** The HTML report of the people's views; the crawlers' goes beside it (crawlersReportOf). */
  out: string
  /** The GoAccess program; `goaccess` on PATH by default. */
  goaccess?: string
  now?: () => Date
}

/** Said when GoAccess cannot be started, in one line: how to install it. */
export class GoAccessMissing extends Error {
  constructor(program: string) {
    super(
      `GoAccess (${program}) is not installed: install it with \`apt-get install goaccess\` (Debian, Ubuntu; the Docker image has it) or \`brew install goaccess\`, then run this again.`,
    )
    this.name = 'GoAccessMissing'
  }
}

/** `report.html` → `report.crawlers.html`: the crawlers' own report, so they never count as visitors. */
export function crawlersReportOf(out: string): string {
  const extension = path.extname(out)
  return `${out.slice(0, out.length - extension.length)}.crawlers${extension || '.html'}`
}

/** The report's working files, in a folder of the analytics folder: its databases, the list of files read, a lock. */
const reportFolder = (dir: string) => path.join(dir, '.report')

/**
 * Writes GoAccess's HTML reports from the recorded page views, incrementally: each of its two databases (people,
 * crawlers) is kept under the analytics folder (--persist, --restore) and given only the day files it has not read
 * whole. Today's files are given again on each run, since the service is still writing them; GoAccess remembers each
 * file's last line read (by inode) and reads on from there. A day file is listed as read once its day is over and a
 * run has read it. The databases keep the last ANALYTICS_RETENTION_DAYS days (--keep-last), as the files are kept.
 * Returns the day files read this time.
 */
export async function writeReport(
  options: ReportOptions,
): Promise<{ read: string[]; people: string; crawlers: string }> {
  const { dir, retentionDays, out } = options
  const goaccess = options.goaccess ?? 'goaccess'
  const now = options.now ?? (() => new Date())
  await ensureGoAccess(goaccess)
  const working = reportFolder(dir)
  fs.mkdirSync(working, { recursive: true, mode: 0o700 })
  const release = lock(working)
  try {
    const listFile = path.join(working, 'read.json')
    const readBefore = new Set<string>(fs.existsSync(listFile) ? JSON.parse(fs.readFileSync(listFile, 'utf8')) : [])
    const present = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => dayFile.test(name)) : []
    const toRead = present.filter((name) => !readBefore.has(name)).sort()
    const people = path.resolve(out)
    const crawlers = crawlersReportOf(people)
    fs.mkdirSync(path.dirname(people), { recursive: true })
    for (const [kind, report] of [
      ['people', people],
      ['crawlers', crawlers],
    ] as const) {
      const db = path.join(working, kind)
      fs.mkdirSync(db, { recursive: true, mode: 0o700 })
      await runGoAccess(goaccess, [
        ...toRead.map((name) => path.join(dir, name)),
        `--log-format=${goaccessFormat.logFormat}`,
        `--date-format=${goaccessFormat.dateFormat}`,
        `--time-format=${goaccessFormat.timeFormat}`,
        '--no-global-config',
        '--persist',
        '--restore',
        `--db-path=${db}`,
        `--keep-last=${retentionDays}`,
        kind === 'people' ? '--ignore-crawlers' : '--crawlers-only',
        // The pseudonyms stand where addresses would: a list of them tells staff nothing.
        '--ignore-panel=HOSTS',
        '--ignore-panel=REMOTE_USER',
        '--ignore-panel=GEO_LOCATION',
        '--ignore-panel=KEYPHRASES',
        '--ignore-panel=TLS_TYPE',
        '--ignore-panel=CACHE_STATUS',
        '--ignore-panel=MIME_TYPE',
        '--ignore-panel=REQUESTS_STATIC',
        `--html-report-title=${kind === 'people' ? 'Page views' : 'Page views by crawlers'}`,
        '-o',
        // Written beside, then renamed over the report: whoever reads it meanwhile gets the last one whole.
        writingName(report),
      ])
      fs.renameSync(writingName(report), report)
    }
    const today = dayOf(now())
    const doneDays = toRead.filter((name) => (dayFile.exec(name)?.[1] ?? today) < today)
    const stillThere = [...readBefore].filter((name) => present.includes(name))
    writeWhole(listFile, `${JSON.stringify([...stillThere, ...doneDays].sort())}\n`)
    return { read: toRead, people, crawlers }
  } finally {
    release()
  }
}

/** `report.html` → `.report.html.writing.html`: GoAccess picks its output's format by the extension. */
const writingName = (report: string) => path.join(path.dirname(report), `.${path.basename(report)}.writing.html`)

function ensureGoAccess(program: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, ['--version'], { stdio: 'ignore' })
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new GoAccessMissing(program) : error),
    )
    child.once('exit', () => resolve())
  })
}

function runGoAccess(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else
        reject(
          new Error(
            `GoAccess stopped (${signal ?? `exit code ${code}`}) without writing the report; what it said:\n${output.trim()}`,
          ),
        )
    })
  })
}

/**
 * One run at a time: two would write one database at once. A lock left by a run that died (its process gone) is
 * taken over.
 */
function lock(working: string): () => void {
  const file = path.join(working, 'lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => fs.rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(file, 'utf8'))
      if (isRunning(holder)) break
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(
    `Another report is being written (${file}); wait for it to finish, or delete that file if no \`npm run analytics\` runs.`,
  )
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Written beside and renamed over, so a run stopped halfway leaves the previous list whole. */
function writeWhole(file: string, text: string): void {
  const draft = `${file}.${process.pid}`
  fs.writeFileSync(draft, text, { mode: 0o600 })
  fs.renameSync(draft, file)
}
