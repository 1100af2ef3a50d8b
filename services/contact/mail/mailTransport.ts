import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import { isLoopbackHost } from '../../loopback.ts'
import { writeFileDurably } from '../store/durableFiles.ts'

/** Sends one composed message; `name` names the .eml file when mail goes to the outbox. */
export interface MailTransport {
  /** Where mail goes, for logs; never includes credentials. */
  readonly description: string
  send(mail: SendMailOptions, options: { name: string; signal?: AbortSignal }): Promise<void>
  close(): void
}

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written as `<outbox>/<name>.eml`, so a fresh machine keeps
 * every enquiry's e-mail without any mail server; a written file counts as delivered.
 *
 * Over smtp:// to another machine, STARTTLS is required: a server (or someone between) that offers none would
 * otherwise receive the password and the enquiry in clear. The send fails instead, so the enquiry stays pending and
 * is retried. `smtpAllowPlaintext` (SMTP_ALLOW_PLAINTEXT) lifts this for a server on a network trusted as a whole.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined
  outbox: string
  smtpAllowPlaintext?: boolean | undefined
}): MailTransport {
  const target = describeMailTarget(options.smtpUrl, options.outbox)
  if (options.smtpUrl !== undefined) {
    const requireTLS = needsStartTls(new URL(options.smtpUrl)) && options.smtpAllowPlaintext !== true
    // Nodemailer's defaults wait minutes on a silent server; a failed try is retried later anyway.
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      requireTLS,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    })
    return {
      description: requireTLS ? `${target} (STARTTLS required)` : target,
      async send(mail, { signal }) {
        await smtp.sendMail({ ...mail, signal })
      },
      close: () => smtp.close(),
    }
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    description: target,
    async send(mail, { name, signal }) {
      const info = await composer.sendMail({ ...mail, signal })
      await writeFileDurably(path.join(options.outbox, `${name}.eml`), info.message as Buffer)
    },
    close: () => composer.close(),
  }
}

/** Plain smtp:// to a host other than this machine: smtps:// is TLS from the start, and loopback never leaves it. */
function needsStartTls(url: URL): boolean {
  return url.protocol === 'smtp:' && !isLoopbackHost(url.hostname)
}

/**
 * Where mail goes, for the start-up log: the SMTP server without its credentials, with the port nodemailer takes when
 * the URL names none (465 for smtps://, else 587), or the outbox. The URL's parameters cannot point elsewhere
 * (services/settings/readConfig.ts refuses those that would), so this is where the mail really goes.
 */
function describeMailTarget(smtpUrl: string | undefined, outbox: string): string {
  if (smtpUrl === undefined) return `.eml files in ${outbox}`
  const url = new URL(smtpUrl)
  return `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`
}
