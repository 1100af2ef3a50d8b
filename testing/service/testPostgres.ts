// A throwaway PostgreSQL cluster for the tests: initdb in a temporary folder, listening on a free loopback port, and
// removed afterwards. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user Debian's package
// creates.
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { needsIntegration } from '../testKit.ts'
import { freePort } from './productionServer.ts'

const run = promisify(execFile)

/** The folder holding initdb and pg_ctl: Debian keeps them out of PATH, under /usr/lib/postgresql/<version>/bin. */
function postgresBin(): string {
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => existsSync(path.join(debian, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions[0] !== undefined) return path.join(debian, versions[0], 'bin')
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (existsSync(path.join(dir, 'initdb'))) return dir
  }
  throw new Error(
    'PostgreSQL is not installed (no initdb found): install it with `apt-get install postgresql`, as .ci/run does.',
  )
}

async function asServerUser(): Promise<{
  wrap: (command: string, args: string[]) => [string, string[]]
  owner?: { uid: number; gid: number }
}> {
  if (process.getuid?.() !== 0) return { wrap: (command, args) => [command, args] }
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim())
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim())
  return { wrap: (command, args) => ['runuser', ['-u', 'postgres', '--', command, ...args]], owner: { uid, gid } }
}

export interface TestPostgres {
  /** The cluster's address for a database, with the trusted test user. */
  url(database: string): string
  /** A new, empty database; its URL. */
  createDatabase(): Promise<string>
  /** Stops the server as a crash or power cut would (`immediate`), or cleanly. */
  stop(mode?: 'immediate' | 'fast'): Promise<void>
  start(): Promise<void>
  /** Stops the server and deletes the cluster. */
  close(): Promise<void>
}

let databases = 0

export async function startPostgres(): Promise<TestPostgres> {
  needsIntegration('starts PostgreSQL')
  const bin = postgresBin()
  const { wrap, owner } = await asServerUser()
  const dir = await mkdtemp(path.join(tmpdir(), 'contact-pg-'))
  if (owner) await chown(dir, owner.uid, owner.gid)
  const data = path.join(dir, 'data')
  const port = await freePort()
  const exec = async (command: string, args: string[]) => {
    const [file, argv] = wrap(path.join(bin, command), args)
    await run(file, argv, { cwd: dir })
  }
  // --no-sync only speeds up initdb itself; the server runs with fsync and synchronous_commit on, as in production.
  await exec('initdb', ['-D', data, '-U', 'test', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`
  const start = () => exec('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start'])
  const stop = (mode: 'immediate' | 'fast' = 'fast') => exec('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'])
  await start()
  const url = (database: string) => `postgres://test@127.0.0.1:${port}/${database}`
  let running = true
  return {
    url,
    async createDatabase() {
      databases += 1
      const name = `contact_${process.pid}_${databases}`
      const client = new pg.Client({ connectionString: url('postgres') })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${name}`)
      } finally {
        await client.end()
      }
      return url(name)
    },
    async stop(mode) {
      await stop(mode)
      running = false
    },
    async start() {
      await start()
      running = true
    },
    async close() {
      if (running) await stop('immediate').catch(() => undefined)
      running = false
      await rm(dir, { recursive: true, force: true })
    },
  }
}
