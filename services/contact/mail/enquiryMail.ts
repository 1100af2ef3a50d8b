import { escapeText } from 'entities'
import type { SendMailOptions } from 'nodemailer'
import type { enquiryLocales, ServiceValue } from '../../../lib/contact.ts'
import { enquiryKeys, enquiryLabels, type Enquiry, type EnquiryKey } from '../enquiryRecord.ts'

export interface EnquiryMailSettings {
  to: string
  from: string
  /** Labels of the service values, from content/contact.yaml. */
  serviceLabels: Record<ServiceValue, string>
}

/** The language an enquiry was written from, as staff read it: the subject says which language to answer in. */
export const languageNames: Record<(typeof enquiryLocales)[number], string> = { en: 'English', ar: 'Arabic' }

function domainOf(mailbox: string): string {
  const at = mailbox.lastIndexOf('@')
  return at === -1 ? 'localhost' : mailbox.slice(at + 1).replace(/>$/, '')
}

/** A field as staff read it: a service by its label, a language by its name, nothing given said in words. */
export function staffValue(enquiry: Enquiry, key: EnquiryKey, serviceLabels: Record<ServiceValue, string>): string {
  if (key === 'service') return enquiry.service === '' ? '(not chosen)' : serviceLabels[enquiry.service]
  if (key === 'locale') return enquiry.locale ? `${languageNames[enquiry.locale]} (${enquiry.locale})` : '(not given)'
  return enquiry[key] || '(not given)'
}

// The name heads the table as one row; the id, the time and the message have places of their own in the e-mail.
const rowKeys = enquiryKeys.filter((key) => !['id', 'createdAt', 'firstName', 'lastName', 'message'].includes(key))

/**
 * The e-mail staff receive for one enquiry: Reply-To is the visitor, so answering is one click.
 *
 * The Message-ID derives from the enquiry id, so if a crash makes us send the same enquiry twice (sent, but the
 * outcome not yet recorded) mail systems can tell the copies apart from two enquiries. `fresh` gives a new one for a
 * deliberate resend, which a mail system must not drop as a duplicate.
 */
export function enquiryMail(enquiry: Enquiry, settings: EnquiryMailSettings, fresh = false): SendMailOptions {
  const name = `${enquiry.firstName} ${enquiry.lastName}`
  const service = enquiry.service === '' ? '' : settings.serviceLabels[enquiry.service]
  const rows: [string, string][] = [
    ['Name', name],
    ...rowKeys.map((key): [string, string] => [enquiryLabels[key], staffValue(enquiry, key, settings.serviceLabels)]),
  ]
  const footer = `Enquiry ${enquiry.id}, received ${enquiry.createdAt}. Reply to this e-mail to answer ${enquiry.firstName} directly.`

  const text = [
    'New enquiry from the website contact form.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    enquiry.message,
    '',
    '--',
    footer,
    '',
  ].join('\n')

  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; font-size: 14px; color: #111">
<p>New enquiry from the website contact form.</p>
<table cellpadding="4" style="border-collapse: collapse">
${rows.map(([label, value]) => `<tr><th align="left" style="padding-right: 16px">${escapeText(label)}</th><td>${escapeText(value)}</td></tr>`).join('\n')}
</table>
<p><strong>Message</strong></p>
<div style="white-space: pre-wrap">${escapeText(enquiry.message)}</div>
<p style="color: #666; font-size: 12px">${escapeText(footer)}</p>
</body></html>
`

  return {
    to: settings.to,
    from: settings.from,
    replyTo: { name, address: enquiry.email },
    subject: `Website enquiry from ${name}${service ? ` — ${service}` : ''}${enquiry.locale ? ` [${languageNames[enquiry.locale]}]` : ''}`,
    text,
    html,
    messageId: fresh
      ? `<enquiry-${enquiry.id}-${Date.now()}@${domainOf(settings.from)}>`
      : `<enquiry-${enquiry.id}@${domainOf(settings.from)}>`,
    headers: { 'X-Enquiry-Id': enquiry.id },
  }
}
