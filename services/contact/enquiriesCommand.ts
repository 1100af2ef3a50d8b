import type { ServiceValue } from '../../lib/contact.ts'
import { ConfigError, readConfig, type ContactEnv } from './config.ts'
import { toCsv } from './csv.ts'
import type { DeliveryHistory } from './deliveryRecords.ts'
import { enquiryKeys, type EnquiryKey } from './enquiry.ts'
import { importLog, jsonLinesArchive, postgresArchive, type EnquiryArchive, type KeptEnquiry } from './enquiryArchive.ts'
import { enquiryMail } from './enquiryMail.ts'
import { errorSummary } from './jsonLinesLog.ts'
import { createMailTransport } from './mailTransport.ts'

export const usage = `Staff tools for the enquiries of the contact form.

Usage:
  npm run enquiries -- list                 one line per enquiry: received, id, name, e-mail, service, language, e-mail status
  npm run enquiries -- export --csv > enquiries.csv
                                            every enquiry as CSV, safe to open in a spreadsheet
  npm run enquiries -- resend <id>          e-mail one enquiry again (SMTP_URL, or an .eml in the outbox) and record it
  npm run enquiries -- import <file.jsonl>  copy a JSON-lines log (and its deliveries.jsonl) into DATABASE_URL;
                                            enquiries already there are left alone, so it can be run again

Options:
  --log <file>   read this enquiry log instead of CONTACT_LOG; repeat it to read the logs of several replicas

Environment: DATABASE_URL (when set, list, export and resend read PostgreSQL), CONTACT_LOG (default
data/enquiries.jsonl), SMTP_URL, CONTACT_TO, CONTACT_FROM, as for the service.
`

export interface CommandIo {
  env: Record<string, string | undefined>
  out: (text: string) => void
  err: (text: string) => void
  /** The company facts from content/, read only when a command needs them. */
  content: () => { companyEmail: string; serviceLabels: Record<ServiceValue, string> }
}

class UsageError extends Error {}

/** Runs one staff command; resolves to the process exit code (0 done, 1 failed, 2 wrong usage). */
export async function runEnquiriesCommand(args: readonly string[], io: CommandIo): Promise<number> {
  try {
    const { command, operands, flags, logs } = parseArgs(args)
    if (command === undefined || command === 'help' || flags.has('--help')) {
      if (command === undefined) {
        io.err(usage)
        return 2
      }
      io.out(usage)
      return 0
    }
    const config = readConfig(io.env, { companyEmail: io.content().companyEmail })
    switch (command) {
      case 'list':
        expectNothingElse(operands, flags)
        return await withArchive(config, logs, (archive) => list(archive, io))
      case 'export':
        if (!flags.delete('--csv')) throw new UsageError('export needs a format: run `npm run enquiries -- export --csv`.')
        expectNothingElse(operands, flags)
        return await withArchive(config, logs, (archive) => exportCsv(archive, io))
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
        if (file === undefined) throw new UsageError('import needs the log to copy, for example `import data/enquiries.jsonl`.')
        expectNothingElse([...extra, ...logs], flags)
        return await importInto(config, file, io)
      }
      default:
        throw new UsageError(`There is no command "${command}".`)
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`)
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

function parseArgs(args: readonly string[]) {
  const operands: string[] = []
  const flags = new Set<string>()
  const logs: string[] = []
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string
    if (arg === '--log') {
      const file = args[index + 1]
      if (file === undefined) throw new UsageError('--log needs a file, for example --log data/enquiries.jsonl.')
      logs.push(file)
      index += 1
    } else if (arg === '-h') flags.add('--help')
    else if (arg.startsWith('-')) flags.add(arg)
    else operands.push(arg)
  }
  return { command: operands.shift(), operands, flags, logs }
}

/** The store the service writes: PostgreSQL when DATABASE_URL is set, else the logs (--log, or CONTACT_LOG). */
async function withArchive(
  config: ContactEnv,
  logs: readonly string[],
  run: (archive: EnquiryArchive) => Promise<number>,
): Promise<number> {
  if (config.database && logs.length > 0) {
    throw new UsageError('--log reads JSON-lines logs, but DATABASE_URL is set: unset it to read logs, or move them in with `import`.')
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

async function importInto(config: ContactEnv, file: string, io: CommandIo): Promise<number> {
  if (!config.database) {
    io.err('import copies a log into PostgreSQL: set DATABASE_URL to the database the service uses, then run it again.\n')
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

function expectNothingElse(operands: readonly string[], flags: ReadonlySet<string>) {
  const extra = [...operands, ...flags]
  if (extra.length > 0) throw new UsageError(`Unexpected ${extra.map((item) => `"${item}"`).join(', ')}.`)
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

async function list(archive: EnquiryArchive, io: CommandIo): Promise<number> {
  const entries = await readEnquiries(archive, io)
  if (entries.length === 0) {
    io.out(`No enquiries in ${archive.description}.\n`)
    return 0
  }
  const labels = io.content().serviceLabels
  for (const { enquiry, history } of entries) {
    const service = enquiry.service === '' ? '-' : labels[enquiry.service]
    io.out(
      `${enquiry.createdAt}  ${enquiry.id}  ${enquiry.firstName} ${enquiry.lastName} <${enquiry.email}>  ${service}  ${enquiry.locale ?? '-'}  ${deliveryStatus(history)}\n`,
    )
  }
  io.out(`${entries.length} ${entries.length === 1 ? 'enquiry' : 'enquiries'}.\n`)
  return 0
}

// The CSV's columns are the enquiry's own fields in schema order, then when it was e-mailed. `received` keeps the name
// staff spreadsheets already use for the time an enquiry arrived.
const csvNames: Partial<Record<EnquiryKey, string>> = { createdAt: 'received' }

async function exportCsv(archive: EnquiryArchive, io: CommandIo): Promise<number> {
  const entries = await readEnquiries(archive, io)
  const labels = io.content().serviceLabels
  const header = [...enquiryKeys.map((key) => csvNames[key] ?? key), 'emailed']
  const rows = entries.map(({ enquiry, history }) => [
    ...enquiryKeys.map((key) => (key === 'service' && enquiry.service !== '' ? labels[enquiry.service] : (enquiry[key] ?? ''))),
    history?.deliveredAt ?? '',
  ])
  io.out(toCsv(header, rows))
  return 0
}

async function resend(idOrPrefix: string, archive: EnquiryArchive, config: ContactEnv, io: CommandIo): Promise<number> {
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
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, outbox: kept.outbox })
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
