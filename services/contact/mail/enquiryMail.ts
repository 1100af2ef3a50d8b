import { escapeText } from 'entities'
import type { SendMailOptions } from 'nodemailer'
import type { enquiryLocales, ServiceValue } from '../../../lib/contact.ts'
import { enquiryKeys, enquiryLabels, type Enquiry, type EnquiryKey } from '../enquiryRecord.ts'
import { staffTime } from './staffTime.ts'

export interface EnquiryMailSettings {
  to: string
  from: string
  /** Labels of the service values, from content/contact.yaml. */
  serviceLabels: Record<ServiceValue, string>
}

/** Whether a value holds letters written right to left (Arabic, Hebrew, Syriac, Thaana and their presentation forms). */
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u

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

// The name heads the table as one row, the time follows it; the id and the message have places of their own.
const rowKeys = enquiryKeys.filter((key) => !['id', 'createdAt', 'firstName', 'lastName', 'message'].includes(key))

/** The fields a visitor typed, in whatever language and direction they wrote them. */
const typedKeys: readonly EnquiryKey[] = ['company']

interface Row {
  label: string
  value: string
  /** How the value is set in the HTML part: the visitor's words in their own direction, an address left to right. */
  dir?: 'auto' | 'ltr'
}

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
  const received = staffTime(enquiry.createdAt)
  const rows: Row[] = [
    { label: 'Name', value: name, dir: 'auto' },
    { label: enquiryLabels.createdAt, value: received },
    ...rowKeys.map(
      (key): Row => ({
        label: enquiryLabels[key],
        value: staffValue(enquiry, key, settings.serviceLabels),
        dir: key === 'email' ? 'ltr' : typedKeys.includes(key) && enquiry[key] ? 'auto' : undefined,
      }),
    ),
  ]
  const footer = `Enquiry ${enquiry.id}. Reply to this e-mail to answer ${enquiry.firstName} directly.`

  // A client that shows the plain text as it is lays out each line in the direction of its first letter: a value
  // written right to left goes on a line of its own under its label, where its punctuation lands on its own side.
  const text = [
    'New enquiry from the website contact form.',
    '',
    ...rows.map(({ label, value }) => (rightToLeft.test(value) ? `${label}:\n${value}` : `${label}: ${value}`)),
    '',
    'Message:',
    enquiry.message,
    '',
    '--',
    footer,
    '',
  ].join('\n')

  // Labels are in English for every enquiry (the staff's working language, and the same words for their filters);
  // every value a visitor typed is set in its own direction, so an Arabic name, company or message reads right to
  // left, aligned to the right, with its punctuation where the writer put it. The message of an Arabic enquiry is
  // right to left from its first word, even when that word is a Latin name; any other message takes the direction
  // of its first letter.
  const messageDir = enquiry.locale === 'ar' ? 'rtl' : 'auto'
  const messageLang = enquiry.locale ? ` lang="${enquiry.locale}"` : ''
  const html = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"></head><body style="font-family: Arial, sans-serif; font-size: 14px; color: #111">
<p>New enquiry from the website contact form.</p>
<table cellpadding="4" style="border-collapse: collapse">
${rows
  .map(
    ({ label, value, dir }) =>
      `<tr><th align="left" valign="top" style="padding-right: 16px; text-align: left">${escapeText(label)}</th><td${dir ? ` dir="${dir}"` : ''}>${escapeText(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p><strong>Message</strong></p>
<div dir="${messageDir}"${messageLang} style="white-space: pre-wrap; text-align: start">${escapeText(enquiry.message)}</div>
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
