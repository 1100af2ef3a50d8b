/** The company works in Dubai: staff read an enquiry's time on their own clock, with the offset and UTC beside it. */
export const staffTimeZone = 'Asia/Dubai'

const local = new Intl.DateTimeFormat('en-GB', {
  timeZone: staffTimeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const offset = new Intl.DateTimeFormat('en-GB', { timeZone: staffTimeZone, timeZoneName: 'longOffset' })
const utc = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * When an enquiry arrived, as staff in Dubai read it:
 * "Sunday, 29 November 2026, 06:13 Dubai time (UTC+04:00); 29 Nov 2026, 02:13 UTC". A stored time that is not a date is
 * shown as it was stored rather than lost.
 */
export function staffTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const zone = offset.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? ''
  // Intl names the offset "GMT+04:00"; staff compare it with the UTC beside it.
  const utcOffset = zone.replace(/^GMT/, 'UTC') || 'UTC'
  return `${local.format(date).replace(' at ', ', ')} Dubai time (${utcOffset === 'UTC' ? 'UTC+00:00' : utcOffset}); ${utc.format(date)} UTC`
}
