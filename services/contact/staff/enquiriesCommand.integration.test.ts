import { execFile, spawn, spawnSync } from 'node:child_process'
import { open, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { describeDatabase } from '../store/postgresStore.ts'
import { csvCell } from './csv.ts'
import { runEnquiriesCommand, usage } from './enquiriesCommand.ts'
import {
  cleanUp,
  freePort,
  serviceLabels,
  sleep,
  startContact,
  startSmtp,
  storeKinds,
  tempDir,
  type StorePlace,
  type TestSmtp,
} from '../../../testing/service/serviceFixtures.ts'
import { ensureBuilt } from '../../../testing/service/builtSite.ts'
import { entryArgs, serviceRoot } from '../../../testing/service/serviceProcess.ts'
import { commandLineWarning } from './personsAddress.ts'

afterAll(cleanUp)

const delivered = {
  id: '6f1c1a52-8f43-4b8e-9d0f-3c1a5b2e7d10',
  firstName: '=HYPERLINK("http://evil.example","Click")',
  lastName: '-Doe',
  email: 'jane@example.com',
  company: '+971 Holdings',
  service: 'ai',
  message: '@SUM(A1:A9)\nSecond line, with "quotes".',
  createdAt: '2025-01-01T10:00:00.000Z',
  locale: 'ar',
}
const failing = {
  id: '0b9e4c1d-2a7f-4c3e-8b5d-1e6f7a8b9c0d',
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'omar@example.com',
  company: '\tTabbed Ltd',
  service: '',
  message: 'Plain message text here.',
  createdAt: '2025-01-02T09:00:00.000Z',
}
const untried = {
  ...failing,
  id: 'a3d5f7b9-1c2e-4f6a-8b0d-2e4f6a8c0e1f',
  firstName: 'Lina',
  createdAt: '2025-01-03T08:00:00.000Z',
}

let place: StorePlace
let contactLog: string
/** DATABASE_URL when the commands run on PostgreSQL. */
let storeEnv: Record<string, string> = {}

/** A log as a replica leaves it: three enquiries, one e-mailed, one failing, one not tried yet. */
async function writeLog(dir: string) {
  contactLog = path.join(dir, 'enquiries.jsonl')
  await writeFile(contactLog, [delivered, failing, untried].map((line) => `${JSON.stringify(line)}\n`).join(''))
  await writeFile(
    path.join(dir, 'deliveries.jsonl'),
    [
      { id: delivered.id, at: '2025-01-01T10:00:01.000Z', ok: true },
      { id: failing.id, at: '2025-01-02T09:00:01.000Z', ok: false, error: 'ECONNREFUSED: connect ECONNREFUSED' },
      { id: failing.id, at: '2025-01-02T09:00:31.000Z', ok: false, error: 'ETIMEDOUT: timed out' },
    ]
      .map((line) => `${JSON.stringify(line)}\n`)
      .join(''),
  )
}

/** Runs a command in this process; `input`, when given, is what it finds on standard input. */
async function run(args: string[], env: Record<string, string> = {}, input?: string) {
  let out = ''
  let err = ''
  const code = await runEnquiriesCommand(args, {
    ...(input === undefined ? {} : { stdin: Readable.from([input]) }),
    env: { CONTACT_LOG: contactLog, ...storeEnv, ...env },
    out: (text) => {
      out += text
    },
    err: (text) => {
      err += text
    },
    content: () => ({ companyEmail: 'info@company.example', serviceLabels }),
  })
  return { code, out, err }
}

describe.each(storeKinds)('on the $name', (kind) => {
  beforeEach(async () => {
    place = await kind.place()
    await writeLog(place.dir)
    storeEnv = {}
    if (place.config.database) {
      const imported = await run(['import', contactLog], { DATABASE_URL: place.config.database.url })
      expect(imported).toMatchObject({ code: 0, out: expect.stringContaining('Imported 3 enquiries') })
      storeEnv = { DATABASE_URL: place.config.database.url }
    }
  })

  describe('npm run enquiries -- list', () => {
    it('shows each enquiry, oldest first, with whether and when it was e-mailed', async () => {
      const { code, out } = await run(['list'])

      expect(code).toBe(0)
      const lines = out.trimEnd().split('\n')
      expect(lines).toHaveLength(4)
      expect(lines[0]).toContain(delivered.id)
      expect(lines[0]).toContain('AI Integration  ar  ')
      // A line written before enquiries carried their language says so with a dash.
      expect(lines[1]).toContain('  -  NOT e-mailed')
      expect(lines[0]).toContain('e-mailed 2025-01-01T10:00:01.000Z')
      expect(lines[1]).toContain('Omar Haddad <omar@example.com>')
      expect(lines[1]).toContain('NOT e-mailed: 2 failed tries, last: ETIMEDOUT: timed out')
      expect(lines[2]).toContain('not e-mailed yet')
      expect(lines[3]).toBe('3 enquiries.')
    })
  })

  describe('npm run enquiries -- export --csv', () => {
    it('quotes properly and neutralises every cell a spreadsheet would run as a formula', async () => {
      const { code, out } = await run(['export', '--csv'])

      expect(code).toBe(0)
      expect(out.startsWith('\uFEFF')).toBe(true)
      const rows = out.slice(1).split('\r\n')
      expect(rows[0]).toBe('id,received,firstName,lastName,email,company,service,locale,message,emailed')
      expect(rows[1]).toBe(
        `${delivered.id},2025-01-01T10:00:00.000Z,"'=HYPERLINK(""http://evil.example"",""Click"")",'-Doe,jane@example.com,'+971 Holdings,AI Integration,ar,"'@SUM(A1:A9)\nSecond line, with ""quotes"".",2025-01-01T10:00:01.000Z`,
      )
      expect(rows[2]).toBe(
        `${failing.id},2025-01-02T09:00:00.000Z,Omar,Haddad,omar@example.com,'\tTabbed Ltd,,,Plain message text here.,`,
      )
    })
  })

  describe('npm run enquiries -- resend <id>', () => {
    let smtp: TestSmtp

    beforeEach(async () => {
      smtp = await startSmtp()
    })

    it('e-mails the enquiry again through SMTP_URL and records the resend', async () => {
      const { code, out } = await run(['resend', failing.id], {
        SMTP_URL: smtp.url,
        CONTACT_TO: 'sales@company.example',
      })

      expect(code).toBe(0)
      expect(out).toContain(`Enquiry ${failing.id} e-mailed again to sales@company.example`)
      expect(smtp.mails).toHaveLength(1)
      expect(smtp.mails[0]!.subject).toBe('Website enquiry from Omar Haddad')
      expect(smtp.mails[0]!.headers.get('x-enquiry-id')).toBe(failing.id)
      expect((await place.deliveries()).at(-1)).toEqual({
        id: failing.id,
        at: expect.any(String),
        ok: true,
        resend: true,
      })
      const listed = await run(['list'])
      expect(listed.out.split('\n')[1]).toContain('e-mailed')
    })

    it('accepts the first characters of an id, as list shows them', async () => {
      const { code } = await run(['resend', failing.id.slice(0, 8)], { SMTP_URL: smtp.url })
      expect(code).toBe(0)
      expect(smtp.mails).toHaveLength(1)
    })

    it('says what to check when the mail server is down, and records the failed try', async () => {
      const { code, err } = await run(['resend', failing.id], { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })

      expect(code).toBe(1)
      expect(err).toContain('Check SMTP_URL and the mail server')
      expect((await place.deliveries()).at(-1)).toMatchObject({ ok: false, resend: true })
    })

    it('says how to find the id when none matches', async () => {
      const { code, err } = await run(['resend', 'ffffffff-0000-4000-8000-000000000000'], { SMTP_URL: smtp.url })
      expect(code).toBe(1)
      expect(err).toContain('npm run enquiries -- list')
      expect(smtp.mails).toHaveLength(0)
    })
  })
})

describe('a CSV cell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['1-2', '1-2'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})

describe('wrong usage', () => {
  beforeEach(async () => {
    place = await storeKinds[0]!.place()
    await writeLog(place.dir)
    storeEnv = {}
  })

  it.each([
    [[], ''],
    [['export'], 'export needs a format'],
    [['resend'], 'resend needs the id of an enquiry'],
    [['delete', 'everything'], 'There is no command "delete"'],
    [['list', '--verbose'], 'Unexpected "--verbose"'],
    [['find'], "find needs the person's e-mail address: run `npm run enquiries -- find --email -`"],
    [['erase', '--yes'], "erase needs the person's e-mail address"],
    [['erase', '--email', '-', 'omar@example.com'], 'Unexpected "o***@e***.com"'],
  ])('%j prints what went wrong and the usage, exit code 2', async (args, problem) => {
    const { code, err } = await run(args)
    expect(code).toBe(2)
    expect(err).toContain(problem)
    expect(err).toContain(usage)
  })

  it.each([
    ['an empty line', '\n', 'No e-mail address was given'],
    ['nothing at all', '', 'No e-mail address was given'],
    ['a fragment of one', 'zq\n', 'That is not one e-mail address'],
    ['two', 'zq@example.com ab@example.com\n', 'That is not one e-mail address'],
  ])('--email - refuses %s on standard input without repeating it, exit code 2', async (_, input, problem) => {
    for (const command of ['find', 'export', 'erase']) {
      const { code, out, err } = await run([command, '--email', '-'], {}, input)
      expect(code).toBe(2)
      expect(err).toContain(problem)
      expect(err).not.toContain('zq')
      expect(out).toBe('')
    }
  })

  it('--email - says so when there is no standard input to read', async () => {
    const { code, err } = await run(['find', '--email', '-'])
    expect(code).toBe(2)
    expect(err).toContain('`--email -` reads the address from standard input')
  })

  it('help prints the usage on standard output', async () => {
    expect(await run(['help'])).toEqual({ code: 0, out: usage, err: '' })
  })

  it('warns, as the service does at its start, of a mail server whose certificate would not be checked, and still runs', async () => {
    const { code, out, err } = await run(['list'], { SMTP_URL: 'smtp://mail.example.com?tls.rejectUnauthorized=false' })
    expect(code).toBe(0)
    expect(out).toContain('3 enquiries.')
    expect(err).toMatch(/^Warning: SMTP_URL asks for tls.rejectUnauthorized=false, so the mail server's certificate/)
  })

  it('a bad variable is named with what to set', async () => {
    const { code, err } = await run(['list'], { CONTACT_TO: 'nobody' })
    expect(code).toBe(1)
    expect(err).toContain('CONTACT_TO is "nobody"')
  })
})

describe('npm run enquiries -- import <file.jsonl>', () => {
  const postgres = storeKinds.find((kind) => kind.name === 'PostgreSQL')!

  beforeEach(async () => {
    place = await postgres.place()
    await writeLog(place.dir)
    storeEnv = { DATABASE_URL: place.config.database!.url }
  })

  it('moves a log in once, however often it runs, keeping what was e-mailed', async () => {
    expect((await run(['import', contactLog])).out).toBe(
      `Imported 3 enquiries into ${describeDatabase(storeEnv.DATABASE_URL!)}; 0 were there already.\n`,
    )
    expect((await run(['import', contactLog])).out).toContain('Imported 0 enquiries')
    expect((await run(['import', contactLog])).out).toContain('3 were there already')

    expect((await place.enquiries()).map((line) => line.id).sort()).toEqual(
      [delivered.id, failing.id, untried.id].sort(),
    )
    expect(await place.deliveries()).toEqual([
      { id: delivered.id, at: '2025-01-01T10:00:01.000Z', ok: true },
      { id: failing.id, at: '2025-01-02T09:00:01.000Z', ok: false, error: 'ECONNREFUSED: connect ECONNREFUSED' },
      { id: failing.id, at: '2025-01-02T09:00:31.000Z', ok: false, error: 'ETIMEDOUT: timed out' },
    ])
  })

  it('leaves the e-mailed enquiry alone, and the service e-mails the two that were not', async () => {
    await run(['import', contactLog])
    const smtp = await startSmtp()
    const contact = await startContact({ ...place.config, smtpUrl: smtp.url })

    await expect
      .poll(() => smtp.mails.length === 2, { timeout: 5_000, interval: 10, message: 'the two e-mails' })
      .toBe(true)
    await sleep(300)
    expect(smtp.mails.map((mail) => mail.headers.get('x-enquiry-id')).sort()).toEqual([failing.id, untried.id].sort())
    await contact.close()
  })

  it('says to set DATABASE_URL when it is not set', async () => {
    storeEnv = {}
    const { code, err } = await run(['import', contactLog])
    expect(code).toBe(1)
    expect(err).toContain('set DATABASE_URL')
  })

  it('says --log and DATABASE_URL do not go together', async () => {
    const { code, err } = await run(['list', '--log', contactLog])
    expect(code).toBe(2)
    expect(err).toContain('DATABASE_URL is set')
  })
})

describe('as a program', () => {
  beforeEach(async () => {
    place = await storeKinds[0]!.place()
    await writeLog(place.dir)
    storeEnv = {}
  })

  it('runs, reading the company facts from the compiled content', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, entryArgs('enquiries.ts', 'list'), {
      cwd: serviceRoot(),
      env: { ...process.env, CONTACT_LOG: contactLog },
    })
    expect(stdout).toContain(delivered.id)
    expect(stdout).toContain('3 enquiries.')
  })
})

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Runs a program as staff do, in serviceRoot() (or `cwd`), with `input` on its standard input; standard output goes
 * to `stdout` (an open file) when given, else is collected.
 */
async function runProgram(
  command: string,
  args: string[],
  options: { input?: string; env?: NodeJS.ProcessEnv; stdout?: number; cwd?: string } = {},
) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? serviceRoot(),
    env: options.env ?? { ...process.env, CONTACT_LOG: contactLog, DATABASE_URL: '' },
    stdio: ['pipe', options.stdout ?? 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()))
  child.stdin?.end(options.input ?? '')
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve))
  return { code, out, err }
}

const tool = (...args: string[]) => entryArgs('enquiries.ts', ...args)

describe('the address of a privacy request, read from standard input by the program', () => {
  beforeEach(async () => {
    place = await storeKinds[0]!.place()
    await writeLog(place.dir)
    storeEnv = {}
  })

  it('find --email - lists their enquiries and names them only in part', async () => {
    const { code, out, err } = await runProgram(process.execPath, tool('find', '--email', '-'), {
      input: ' Omar@Example.com \n',
    })

    expect({ code, err }).toEqual({ code: 0, err: '' })
    expect(out).toContain(failing.id)
    expect(out).toContain(untried.id)
    expect(out).not.toContain(delivered.id)
    expect(out.trimEnd().split('\n').at(-1)).toBe('2 enquiries from o***@e***.com.')
  })

  it('export --email - > file writes their copy to a file only its owner can read, whatever the umask', async () => {
    const file = path.join(place.dir, 'omar.json')
    const previous = process.umask(0o022)
    const output = await open(file, 'w', 0o644)
    try {
      const { code, err } = await runProgram(process.execPath, tool('export', '--email', '-'), {
        input: 'omar@example.com\n',
        stdout: output.fd,
      })
      expect({ code, err }).toEqual({ code: 0, err: '' })
    } finally {
      await output.close()
      process.umask(previous)
    }

    const copy = JSON.parse(await readFile(file, 'utf8')) as { enquiries: { id: string }[] }
    expect(copy.enquiries.map((enquiry) => enquiry.id)).toEqual([failing.id, untried.id])
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })

  it('erase --email - --yes erases them, and nothing it prints holds the whole address', async () => {
    const { code, out, err } = await runProgram(process.execPath, tool('erase', '--email', '-', '--yes'), {
      input: 'omar@example.com\n',
    })

    expect({ code, err }).toEqual({ code: 0, err: '' })
    expect(out).toContain('Erased from o***@e***.com')
    expect(out).toContain('2 enquiries')
    expect(out).not.toContain('omar@example.com')
    expect((await place.enquiries()).map((line) => line.id)).toEqual([delivered.id])
  })

  it('an address on the command line still works, with a one-line warning to use --email -', async () => {
    const { code, out, err } = await runProgram(process.execPath, tool('erase', 'omar@example.com'))

    expect(code).toBe(0)
    expect(out).toContain('Would erase from o***@e***.com')
    expect(err).toBe(commandLineWarning)
    expect(commandLineWarning.trimEnd()).not.toContain('\n')
    expect(commandLineWarning).toContain('`--email -`')
  })

  // `script` (util-linux) gives the program a terminal of its own, and passes on what is piped into it as typed keys.
  const hasScript = spawnSync('script', ['--version']).status === 0
  it.skipIf(!hasScript)(
    'asks for the address at a prompt when standard input is a terminal (needs script)',
    async () => {
      const command = ['node', ...tool('find', '--email', '-')].join(' ')
      const { code, out } = await runProgram('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
        input: 'omar@example.com\n',
      })

      expect(code).toBe(0)
      expect(out).toContain('E-mail address of the person: ')
      expect(out).toContain('2 enquiries from o***@e***.com.')
    },
  )
})

describe("npm's own logs", () => {
  /** Every file under a folder that holds `text`. */
  async function filesHolding(dir: string, text: string): Promise<string[]> {
    const found: string[] = []
    for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue
      const file = path.join(entry.parentPath, entry.name)
      if ((await readFile(file, 'latin1')).toLowerCase().includes(text)) found.push(file)
    }
    return found
  }

  /** `npm run enquiries -- ...` with a home and npm cache of its own, so its logs can be searched afterwards. */
  async function npmRun(args: string[], input: string) {
    const home = await tempDir()
    // npm passes its settings to scripts as npm_* variables; the outer npm's (its cache among them) must not leak in.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)))
    const result = await runProgram('npm', ['run', 'enquiries', '--', ...args], {
      input,
      cwd: repoRoot,
      env: {
        ...env,
        HOME: home,
        npm_config_cache: path.join(home, '.npm'),
        npm_config_update_notifier: 'false',
        CONTACT_LOG: contactLog,
        DATABASE_URL: '',
      },
    })
    return { ...result, home }
  }

  // npm runs the script from the repository, where the tool reads the build's compiled content.
  beforeAll(() => ensureBuilt(), 300_000)
  beforeEach(async () => {
    place = await storeKinds[0]!.place()
    await writeLog(place.dir)
  })

  it('never hold the address of an erase given with --email -, as they do one given as an argument', async () => {
    const [piped, argument] = await Promise.all([
      npmRun(['erase', '--email', '-', '--yes'], 'omar@example.com\n'),
      npmRun(['erase', 'omar@example.com'], ''),
    ])

    expect(piped.code).toBe(0)
    expect(piped.err).not.toContain('Warning')
    expect(piped.out).toContain('Erased from o***@e***.com')
    expect(await readdir(path.join(piped.home, '.npm', '_logs'))).not.toEqual([])
    expect(await filesHolding(piped.home, 'omar@example.com')).toEqual([])
    // The same search finds the address where npm did write it down: the check above can fail.
    expect(argument.code).toBe(0)
    expect(await filesHolding(path.join(argument.home, '.npm', '_logs'), 'omar@example.com')).not.toEqual([])
  })
})
