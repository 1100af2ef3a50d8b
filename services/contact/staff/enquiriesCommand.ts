import { parseArgs } from 'node:util'
import type { ServiceValue } from '../../../lib/contact.ts'
import { ConfigError, readConfig, type ServiceSettings } from '../../settings/readConfig.ts'
import { toCsv } from './csv.ts'
import type { DeliveryHistory } from '../mail/deliveryRecords.ts'
import { enquiryKeys, type EnquiryKey } from '../enquiryRecord.ts'
import {
  importLog,
  jsonLinesArchive,
  postgresArchive,
  type EnquiryArchive,
  type KeptEnquiry,
} from './enquiryArchive.ts'
import { enquiryMail } from '../mail/enquiryMail.ts'
import { errorSummary } from '../errorSummary.ts'
import { createMailTransport } from '../mail/mailTransport.ts'
import { openDatabase } from '../store/postgresStore.ts'
import { dataPaths } from '../store/dataPaths.ts'
import { eraseFromJsonLines } from '../privacy/eraseJsonLines.ts'
import { eraseFromPostgres } from '../privacy/erasePostgres.ts'
import { retentionLimit } from '../privacy/retention.ts'
import { type ErasureReport, emptyReport, type Selection, selects } from '../privacy/selection.ts'
import {
  AddressError,
  type AddressInput,
  checkedAddress,
  commandLineWarning,
  fromStandardInput,
  maskAddress,
  readAddressLine,
} from './personsAddress.ts'

export const usage = `Staff tools for the enquiries of the contact form.

Usage:
  npm run enquiries -- list                 one line per enquiry: received, id, name, e-mail, service, language, e-mail status
  npm run enquiries -- export --csv > enquiries.csv
                                            every enquiry as CSV, safe to open in a spreadsheet
  npm run enquiries -- resend <id>          e-mail one enquiry again (SMTP_URL, or an .eml in the outbox) and record it
  npm run enquiries -- import <file.jsonl>  copy a JSON-lines log (and its deliveries.jsonl) into DATABASE_URL;
                                            enquiries already there are left alone, so it can be run again

Privacy requests and retention (\`--email -\` asks for the address, or reads one line piped in, so that it stays out
of shell history and npm's logs; \`--email <e-mail>\` works too, with a warning):
  npm run enquiries -- find --email -       every enquiry sent from that address (any upper or lower case), one per line
  npm run enquiries -- export --email - > copy.json
                                            those enquiries as JSON: what was kept, when it arrived and was e-mailed
  npm run enquiries -- erase --email -      show what erasing that person would remove; changes nothing
  npm run enquiries -- erase --email - --yes
                                            erase every trace of them the service keeps (safe while it runs)
  npm run enquiries -- purge                erase now every enquiry older than CONTACT_RETENTION_DAYS (default 730)

Options:
  --log <file>   read this enquiry log instead of CONTACT_LOG; repeat it to read the logs of several replicas

Environment: DATABASE_URL (when set, the commands read PostgreSQL), CONTACT_LOG (default data/enquiries.jsonl),
CONTACT_RETENTION_DAYS, SMTP_URL, CONTACT_TO, CONTACT_FROM, as for the service.
`

export interface CommandIo {
  env: Record<string, string | undefined>
  out: (text: string) => void
  err: (text: string) => void
  /** The company facts from content/, read only when a command needs them. */
  content: () => { companyEmail: string; serviceLabels: Record<ServiceValue, string> }
  /** The current time; tests of the retention period set it. */
  now?: () => Date
  /** Where `--email -` reads the person's address; without it, only an address on the command line is taken. */
  stdin?: AddressInput
  /**
   * Called before printing enquiries (list, find, export): standard output may be a file the shell created with the
   * umask's mode, and it is about to hold personal data.
   */
  privateOutput?: () => void
}

class UsageError extends Error {}

const options = {
  log: { type: 'string', multiple: true },
  csv: { type: 'boolean' },
  email: { type: 'string' },
  yes: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

type Flags = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values']

/** Runs one staff command; resolves to the process exit code (0 done, 1 failed, 2 wrong usage). */
export async function runEnquiriesCommand(args: readonly string[], io: CommandIo): Promise<number> {
  try {
    const { command, operands, flags } = readArgs(args)
    if (command === undefined || command === 'help' || flags.help) {
      if (command === undefined) {
        io.err(usage)
        return 2
      }
      io.out(usage)
      return 0
    }
    const logs = flags.log ?? []
    const config = readConfig(io.env, { companyEmail: io.content().companyEmail })
    // What the service warns of at its start (a database or mail server whose certificate is not checked) holds for
    // these commands too: they read the same enquiries and resend them through the same server.
    for (const warning of config.warnings) io.err(`Warning: ${warning}\n`)
    switch (command) {
      case 'list':
        expectNothingElse(operands, flags)
        io.privateOutput?.()
        return await withArchive(config, logs, (archive) => list(archive, io))
      case 'export': {
        if (flags.email !== undefined) {
          expectNothingElse(operands, { ...flags, email: undefined })
          const email = await personsAddress(flags.email, io)
          io.privateOutput?.()
          return await withArchive(config, logs, (archive) => exportPerson(archive, email, io))
        }
        if (!flags.csv) {
          throw new UsageError(
            'export needs a format: run `npm run enquiries -- export --csv`, or `export --email -` for one person.',
          )
        }
        expectNothingElse(operands, { ...flags, csv: undefined })
        io.privateOutput?.()
        return await withArchive(config, logs, (archive) => exportCsv(archive, io))
      }
      case 'resend': {
        const [id, ...extra] = operands
        if (id === undefined) {
          throw new UsageError('resend needs the id of an enquiry: find it with `npm run enquiries -- list`.')
        }
        expectNothingElse(extra, flags)
        return await withArchive(config, logs, (archive) => resend(id, archive, config, io))
      }
      case 'import': {
        const [file, ...extra] = operands
        if (file === undefined)
          throw new UsageError('import needs the log to copy, for example `import data/enquiries.jsonl`.')
        expectNothingElse([...extra, ...logs], { ...flags, log: undefined })
        return await importInto(config, file, io)
      }
      case 'find': {
        const { given, extra } = addressArgument('find', operands, flags.email)
        expectNothingElse(extra, { ...flags, email: undefined })
        const email = await personsAddress(given, io)
        io.privateOutput?.()
        return await withArchive(config, logs, (archive) => find(archive, email, io))
      }
      case 'erase': {
        const { given, extra } = addressArgument('erase', operands, flags.email)
        expectNothingElse(extra, { ...flags, email: undefined, yes: undefined })
        const email = await personsAddress(given, io)
        return await erase(config, logs, { email }, io, { dryRun: !flags.yes })
      }
      case 'purge': {
        expectNothingElse(operands, flags)
        const before = retentionLimit(config.retentionDays, io.now?.() ?? new Date())
        return await erase(config, logs, { receivedBefore: before }, io, { dryRun: false })
      }
      default:
        throw new UsageError(`There is no command "${command}".`)
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`)
      return 2
    }
    if (error instanceof AddressError) {
      io.err(`${error.message}\n`)
      return 2
    }
    if (error instanceof ConfigError) {
      io.err(`${error.problems.join('\n')}\n`)
      return 1
    }
    io.err(`${errorSummary(error)}\n`)
    return 1
  }
}

/** The command, its operands and its options, by node:util's parser; an unknown option is a usage error. */
function readArgs(args: readonly string[]) {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true })
  } catch (error) {
    const option = /'([^']+)'/.exec(errorSummary(error))?.[1]
    throw new UsageError(option ? `Unexpected "${option.split(' ')[0]}".` : errorSummary(error))
  }
  const [command, ...operands] = parsed.positionals
  return { command, operands, flags: parsed.values as Flags }
}

function expectNothingElse(operands: readonly string[], flags: Partial<Flags>) {
  const used = Object.entries(flags)
    .filter(([, value]) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0))
    .map(([name]) => `--${name}`)
    .filter((name) => name !== '--log')
  // An operand left over may be someone's address: it is named in part only, as everywhere else.
  const extra = [...operands.map((item) => (item.includes('@') ? maskAddress(item) : item)), ...used]
  if (extra.length > 0) throw new UsageError(`Unexpected ${extra.map((item) => `"${item}"`).join(', ')}.`)
}

/**
 * The address of `find` and `erase`: `--email`, or (as before `--email` existed) the first operand. With both, the
 * operand is left over and reported as unexpected.
 */
function addressArgument(command: string, operands: readonly string[], email: string | undefined) {
  if (email !== undefined) return { given: email, extra: operands }
  const [given, ...extra] = operands
  if (given === undefined) {
    throw new UsageError(
      `${command} needs the person's e-mail address: run \`npm run enquiries -- ${command} --email -\` and type it when asked.`,
    )
  }
  return { given, extra }
}

/** The address itself: read from standard input for `--email -`, else taken as given, with a warning. */
async function personsAddress(given: string, io: CommandIo): Promise<string> {
  if (given !== fromStandardInput) {
    io.err(commandLineWarning)
    return checkedAddress(given)
  }
  if (!io.stdin)
    throw new AddressError('`--email -` reads the address from standard input, which this run has none of.')
  return checkedAddress(await readAddressLine(io.stdin, io.err))
}

/** The store the service writes: PostgreSQL when DATABASE_URL is set, else the logs (--log, or CONTACT_LOG). */
async function withArchive(
  config: ServiceSettings,
  logs: readonly string[],
  run: (archive: EnquiryArchive) => Promise<number>,
): Promise<number> {
  if (config.database && logs.length > 0) {
    throw new UsageError(
      '--log reads JSON-lines logs, but DATABASE_URL is set: unset it to read logs, or move them in with `import`.',
    )
  }
  const archive = config.database
    ? await postgresArchive({ contactLog: config.contactLog, database: config.database })
    : jsonLinesArchive(logs.length > 0 ? logs : [config.contactLog])
  try {
    return await run(archive)
  } finally {
    await archive.close()
  }
}

async function importInto(config: ServiceSettings, file: string, io: CommandIo): Promise<number> {
  if (!config.database) {
    io.err(
      'import copies a log into PostgreSQL: set DATABASE_URL to the database the service uses, then run it again.\n',
    )
    return 1
  }
  const archive = await postgresArchive({ contactLog: config.contactLog, database: config.database })
  try {
    const report = await importLog(archive.pool, file)
    if (report.skipped > 0) io.err(`${file}: skipped ${report.skipped} lines that are not enquiries.\n`)
    io.out(
      `Imported ${report.imported} ${report.imported === 1 ? 'enquiry' : 'enquiries'} into ${archive.description}; ${report.alreadyThere} were there already.\n`,
    )
    return 0
  } finally {
    await archive.close()
  }
}

async function readEnquiries(archive: EnquiryArchive, io: CommandIo): Promise<KeptEnquiry[]> {
  const { entries, skipped } = await archive.read()
  for (const { source, count } of skipped) io.err(`${source}: skipped ${count} lines that are not enquiries.\n`)
  return entries
}

function deliveryStatus(history: DeliveryHistory | undefined): string {
  if (history?.deliveredAt !== undefined) return `e-mailed ${history.deliveredAt}`
  if (history === undefined || history.failures === 0) return 'not e-mailed yet'
  return `NOT e-mailed: ${history.failures} failed tries, last: ${history.lastError ?? 'unknown error'}`
}

/** One enquiry on one line, as `list` and `find` print it. */
function listLine({ enquiry, history }: KeptEnquiry, labels: Record<ServiceValue, string>): string {
  const service = enquiry.service === '' ? '-' : labels[enquiry.service]
  return `${enquiry.createdAt}  ${enquiry.id}  ${enquiry.firstName} ${enquiry.lastName} <${enquiry.email}>  ${service}  ${enquiry.locale ?? '-'}  ${deliveryStatus(history)}\n`
}

const enquiriesWord = (count: number) => `${count} ${count === 1 ? 'enquiry' : 'enquiries'}`

async function list(archive: EnquiryArchive, io: CommandIo): Promise<number> {
  const entries = await readEnquiries(archive, io)
  if (entries.length === 0) {
    io.out(`No enquiries in ${archive.description}.\n`)
    return 0
  }
  const labels = io.content().serviceLabels
  for (const entry of entries) io.out(listLine(entry, labels))
  io.out(`${enquiriesWord(entries.length)}.\n`)
  return 0
}

async function personsEnquiries(archive: EnquiryArchive, email: string, io: CommandIo): Promise<KeptEnquiry[]> {
  return (await readEnquiries(archive, io)).filter(({ enquiry }) => selects({ email }, enquiry))
}

async function find(archive: EnquiryArchive, email: string, io: CommandIo): Promise<number> {
  const entries = await personsEnquiries(archive, email, io)
  const labels = io.content().serviceLabels
  for (const entry of entries) io.out(listLine(entry, labels))
  io.out(
    entries.length === 0
      ? `No enquiries from ${maskAddress(email)} in ${archive.description}.\n`
      : `${enquiriesWord(entries.length)} from ${maskAddress(email)}.\n`,
  )
  return 0
}

/**
 * The copy of their data a person may ask for: each enquiry as it was kept, with when it arrived and when it was
 * e-mailed to staff. JSON, readable by people and programs alike.
 */
async function exportPerson(archive: EnquiryArchive, email: string, io: CommandIo): Promise<number> {
  const entries = await personsEnquiries(archive, email, io)
  const copy = entries.map(({ enquiry, history }) => ({
    ...enquiry,
    receivedAt: enquiry.createdAt,
    emailedAt: history?.deliveredAt ?? null,
  }))
  io.out(
    `${JSON.stringify({ email, exportedAt: (io.now?.() ?? new Date()).toISOString(), enquiries: copy }, null, 2)}\n`,
  )
  if (entries.length === 0) io.err(`No enquiries from ${maskAddress(email)} in ${archive.description}.\n`)
  return 0
}

/** Erases a person (by e-mail) or applies the retention period, on PostgreSQL or in each log's directory. */
async function erase(
  config: ServiceSettings,
  logs: readonly string[],
  selection: Selection,
  io: CommandIo,
  { dryRun }: { dryRun: boolean },
): Promise<number> {
  if (config.database && logs.length > 0) {
    throw new UsageError('--log reads JSON-lines logs, but DATABASE_URL is set: unset it to erase from logs.')
  }
  const places: { description: string; run: () => Promise<ErasureReport> }[] = []
  let close = async () => {}
  if (config.database) {
    const { pool, where } = await openDatabase(config.database, { onIdleError: () => undefined })
    close = () => pool.end()
    places.push({
      description: where,
      run: () => eraseFromPostgres(pool, dataPaths(config.contactLog), selection, { dryRun }),
    })
  } else {
    for (const log of logs.length > 0 ? logs : [config.contactLog]) {
      const paths = dataPaths(log)
      places.push({ description: paths.dir, run: () => eraseFromJsonLines(paths, selection, { dryRun }) })
    }
  }
  try {
    const total = emptyReport()
    for (const place of places) {
      const report = await place.run()
      total.enquiries.push(...report.enquiries)
      total.spam += report.spam
      total.deliveries += report.deliveries
      total.outboxFiles += report.outboxFiles
      total.tornFiles += report.tornFiles
    }
    io.out(
      erasureSummary(total, selection, places.map((place) => place.description).join(', '), {
        dryRun,
        retentionDays: config.retentionDays,
      }),
    )
    return 0
  } finally {
    await close()
  }
}

function erasureSummary(
  report: ErasureReport,
  selection: Selection,
  where: string,
  { dryRun, retentionDays }: { dryRun: boolean; retentionDays: number },
): string {
  const whose =
    'email' in selection
      ? `from ${maskAddress(selection.email)}`
      : `older than ${retentionDays} days (received before ${selection.receivedBefore.toISOString()})`
  const counts = [
    enquiriesWord(report.enquiries.length),
    `${report.deliveries} delivery ${report.deliveries === 1 ? 'record' : 'records'}`,
    `${report.outboxFiles} outbox ${report.outboxFiles === 1 ? 'e-mail' : 'e-mails'}`,
    `${report.spam} spam ${report.spam === 1 ? 'post' : 'posts'}`,
    `${report.tornFiles} set-aside torn ${report.tornFiles === 1 ? 'line' : 'lines'}`,
  ].join(', ')
  const ids = report.enquiries.map((id) => `  ${id}\n`).join('')
  if (dryRun) {
    return `Would erase ${whose} in ${where}: ${counts}.\n${ids}Nothing was changed. Run the same command with --yes to erase.\n`
  }
  const lines = [`Erased ${whose} in ${where}: ${counts}.\n${ids}`]
  if ('email' in selection && report.enquiries.length > 0) {
    lines.push(
      `The service keeps nothing more of ${maskAddress(selection.email)}. The e-mails it sent about these enquiries are still in the mailboxes that received them: search them for the ids above and delete them there too.\n`,
    )
  }
  return lines.join('')
}

// The CSV's columns are the enquiry's own fields in schema order, then when it was e-mailed. `received` keeps the name
// staff spreadsheets already use for the time an enquiry arrived.
const csvNames: Partial<Record<EnquiryKey, string>> = { createdAt: 'received' }

async function exportCsv(archive: EnquiryArchive, io: CommandIo): Promise<number> {
  const entries = await readEnquiries(archive, io)
  const labels = io.content().serviceLabels
  const header = [...enquiryKeys.map((key) => csvNames[key] ?? key), 'emailed']
  const rows = entries.map(({ enquiry, history }) => [
    ...enquiryKeys.map((key) =>
      key === 'service' && enquiry.service !== '' ? labels[enquiry.service] : (enquiry[key] ?? ''),
    ),
    history?.deliveredAt ?? '',
  ])
  io.out(toCsv(header, rows))
  return 0
}

async function resend(
  idOrPrefix: string,
  archive: EnquiryArchive,
  config: ServiceSettings,
  io: CommandIo,
): Promise<number> {
  const entries = await readEnquiries(archive, io)
  const matches = entries.filter(({ enquiry }) =>
    idOrPrefix.length >= 8 ? enquiry.id.startsWith(idOrPrefix.toLowerCase()) : enquiry.id === idOrPrefix,
  )
  if (matches.length !== 1) {
    io.err(
      matches.length === 0
        ? `No enquiry has the id "${idOrPrefix}" in ${archive.description}. Copy the id from \`npm run enquiries -- list\`.\n`
        : `"${idOrPrefix}" matches ${matches.length} enquiries; give more of the id.\n`,
    )
    return 1
  }
  const kept = matches[0] as KeptEnquiry
  const { enquiry } = kept
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    outbox: kept.outbox,
    smtpAllowPlaintext: config.smtpAllowPlaintext,
  })
  const settings = { to: config.contactTo, from: config.contactFrom, serviceLabels: io.content().serviceLabels }
  let error: string | undefined
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    await transport.send(enquiryMail(enquiry, settings, true), { name: `${enquiry.id}.resent-${stamp}` })
  } catch (failure) {
    error = errorSummary(failure).slice(0, 500)
  } finally {
    transport.close()
  }
  await archive.recordResend(kept, error === undefined ? { ok: true } : { ok: false, error })
  if (error !== undefined) {
    io.err(
      `Could not e-mail enquiry ${enquiry.id} through ${transport.description}: ${error}\nCheck SMTP_URL and the mail server, then run the command again.\n`,
    )
    return 1
  }
  io.out(`Enquiry ${enquiry.id} e-mailed again to ${config.contactTo} through ${transport.description}.\n`)
  return 0
}
