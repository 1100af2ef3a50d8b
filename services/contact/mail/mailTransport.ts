import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import { describeMailTarget } from '../config.ts'
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
 */
export function createMailTransport(options: { smtpUrl: string | undefined; outbox: string }): MailTransport {
  const description = describeMailTarget(options.smtpUrl, options.outbox)
  if (options.smtpUrl !== undefined) {
    // Nodemailer's defaults wait minutes on a silent server; a failed try is retried later anyway.
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    })
    return {
      description,
      async send(mail, { signal }) {
        await smtp.sendMail({ ...mail, signal })
      },
      close: () => smtp.close(),
    }
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    description,
    async send(mail, { name, signal }) {
      const info = await composer.sendMail({ ...mail, signal })
      await writeFileDurably(path.join(options.outbox, `${name}.eml`), info.message as Buffer)
    },
    close: () => composer.close(),
  }
}
