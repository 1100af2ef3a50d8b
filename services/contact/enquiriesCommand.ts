import type { ServiceValue } from '../../lib/contact.ts'
import { ConfigError, readConfig } from './config.ts'
import { toCsv } from './csv.ts'
import { dataPaths } from './dataPaths.ts'
import { readDeliveryHistory, type DeliveryHistory, type DeliveryRecord } from './deliveryRecords.ts'
import { appendLineDurably } from './durableFiles.ts'
import { isEnquiry, type Enquiry } from './enquiry.ts'
import { enquiryMail } from './enquiryMail.ts'
import { errorSummary, readJsonLines } from './jsonLinesLog.ts'
import { createMailTransport } from './mailTransport.ts'

export const usage = `Staff tools for the enquiries of the contact form.

Usage:
  npm run enquiries -- list                 one line per enquiry: received, id, name, e-mail, service, language, e-mail status
  npm run enquiries -- export --csv > enquiries.csv
                                            every enquiry as CSV, safe to open in a spreadsheet
  npm run enquiries -- resend <id>          e-mail one enquiry again (SMTP_URL, or an .eml in the outbox) and record it

Options:
  --log <file>   read this enquiry log instead of CONTACT_LOG; repeat it to read the logs of several replicas

Environment: CONTACT_LOG (default data/enquiries.jsonl), SMTP_URL, CONTACT_TO, CONTACT_FROM, as for the service.
`

export interface CommandIo {
  env: Record<string, string | undefined>
  out: (text: string) => void
  err: (text: string) => void
  /** The company facts from content/, read only when a command needs them. */
  content: () => { companyEmail: string; serviceLabels: Record<ServiceValue, string> }
}

class UsageError extends Error {}

interface LoggedEnquiry {
  enquiry: Enquiry
  deliveries: string
  history: DeliveryHistory | undefined
}

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
    const logFiles = logs.length > 0 ? logs : [config.contactLog]
    switch (command) {
      case 'list':
        expectNothingElse(operands, flags)
        await list(logFiles, io)
        return 0
      case 'export':
        if (!flags.delete('--csv')) throw new UsageError('export needs a format: run `npm run enquiries -- export --csv`.')
        expectNothingElse(operands, flags)
        await exportCsv(logFiles, io)
        return 0
      case 'resend': {
        const [id, ...extra] = operands
        if (id === undefined) {
          throw new UsageError('resend needs the id of an enquiry: find it with `npm run enquiries -- list`.')
        }
        expectNothingElse(extra, flags)
        return await resend(id, logFiles, config, io)
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

function expectNothingElse(operands: readonly string[], flags: ReadonlySet<string>) {
  const extra = [...operands, ...flags]
  if (extra.length > 0) throw new UsageError(`Unexpected ${extra.map((item) => `"${item}"`).join(', ')}.`)
}

async function readEnquiries(logFiles: readonly string[], io: CommandIo): Promise<LoggedEnquiry[]> {
  const found: LoggedEnquiry[] = []
  for (const file of logFiles) {
    const paths = dataPaths(file)
    const histories = await readDeliveryHistory(paths.deliveries)
    let skipped = 0
    const { unreadable } = await readJsonLines(paths.enquiries, (record) => {
      if (isEnquiry(record)) {
        found.push({ enquiry: record, deliveries: paths.deliveries, history: histories.get(record.id) })
      } else skipped += 1
    })
    if (unreadable + skipped > 0) {
      io.err(`${paths.enquiries}: skipped ${unreadable + skipped} lines that are not enquiries.\n`)
    }
  }
  return found.sort((a, b) => a.enquiry.createdAt.localeCompare(b.enquiry.createdAt))
}

function deliveryStatus(history: DeliveryHistory | undefined): string {
  if (history?.deliveredAt !== undefined) return `e-mailed ${history.deliveredAt}`
  if (history === undefined || history.failures === 0) return 'not e-mailed yet'
  return `NOT e-mailed: ${history.failures} failed tries, last: ${history.lastError ?? 'unknown error'}`
}

async function list(logFiles: readonly string[], io: CommandIo) {
  const entries = await readEnquiries(logFiles, io)
  if (entries.length === 0) {
    io.out(`No enquiries in ${logFiles.join(', ')}.\n`)
    return
  }
  const labels = io.content().serviceLabels
  for (const { enquiry, history } of entries) {
    const service = enquiry.service === '' ? '-' : labels[enquiry.service]
    io.out(
      `${enquiry.createdAt}  ${enquiry.id}  ${enquiry.firstName} ${enquiry.lastName} <${enquiry.email}>  ${service}  ${enquiry.locale ?? '-'}  ${deliveryStatus(history)}\n`,
    )
  }
  io.out(`${entries.length} ${entries.length === 1 ? 'enquiry' : 'enquiries'}.\n`)
}

async function exportCsv(logFiles: readonly string[], io: CommandIo) {
  const entries = await readEnquiries(logFiles, io)
  const labels = io.content().serviceLabels
  const header = ['id', 'received', 'firstName', 'lastName', 'email', 'company', 'service', 'locale', 'message', 'emailed']
  const rows = entries.map(({ enquiry, history }) => [
    enquiry.id,
    enquiry.createdAt,
    enquiry.firstName,
    enquiry.lastName,
    enquiry.email,
    enquiry.company,
    enquiry.service === '' ? '' : labels[enquiry.service],
    enquiry.locale ?? '',
    enquiry.message,
    history?.deliveredAt ?? '',
  ])
  io.out(toCsv(header, rows))
}

async function resend(
  idOrPrefix: string,
  logFiles: readonly string[],
  config: ReturnType<typeof readConfig>,
  io: CommandIo,
): Promise<number> {
  const entries = await readEnquiries(logFiles, io)
  const matches = entries.filter(({ enquiry }) =>
    idOrPrefix.length >= 8 ? enquiry.id.startsWith(idOrPrefix.toLowerCase()) : enquiry.id === idOrPrefix,
  )
  if (matches.length !== 1) {
    io.err(
      matches.length === 0
        ? `No enquiry has the id "${idOrPrefix}" in ${logFiles.join(', ')}. Copy the id from \`npm run enquiries -- list\`.\n`
        : `"${idOrPrefix}" matches ${matches.length} enquiries; give more of the id.\n`,
    )
    return 1
  }
  const { enquiry, deliveries } = matches[0] as LoggedEnquiry
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, outbox: dataPaths(deliveries).outbox })
  const settings = { to: config.contactTo, from: config.contactFrom, serviceLabels: io.content().serviceLabels }
  const outcome: DeliveryRecord = { id: enquiry.id, at: '', ok: true, resend: true }
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    await transport.send(enquiryMail(enquiry, settings, true), { name: `${enquiry.id}.resent-${stamp}` })
  } catch (error) {
    outcome.ok = false
    outcome.error = errorSummary(error).slice(0, 500)
  } finally {
    transport.close()
  }
  outcome.at = new Date().toISOString()
  await appendLineDurably(deliveries, JSON.stringify(outcome))
  if (!outcome.ok) {
    io.err(
      `Could not e-mail enquiry ${enquiry.id} through ${transport.description}: ${outcome.error}\nCheck SMTP_URL and the mail server, then run the command again.\n`,
    )
    return 1
  }
  io.out(`Enquiry ${enquiry.id} e-mailed again to ${config.contactTo} through ${transport.description}.\n`)
  return 0
}
