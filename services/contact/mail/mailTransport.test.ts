// Mail leaves this machine in clear only when the operator says the network allows it.
import { networkInterfaces } from 'node:os'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanUp, startContact, startSmtp, storeKinds, validEnquiry } from '../../../testing/service/serviceFixtures.ts'
import { createMailTransport } from './mailTransport.ts'

afterAll(cleanUp)

describe('the transport named in the start-up log', () => {
  it.each([
    ['smtp://mail.example.com:587', false, 'smtp://mail.example.com:587 (STARTTLS required)'],
    ['smtp://user:secret@10.0.0.5:25', false, 'smtp://10.0.0.5:25 (STARTTLS required)'],
    ['smtp://mail.example.com:587', true, 'smtp://mail.example.com:587'],
    ['smtps://mail.example.com:465', false, 'smtps://mail.example.com:465'],
    ['smtp://localhost:25', false, 'smtp://localhost:25'],
    ['smtp://127.0.0.2:25', false, 'smtp://127.0.0.2:25'],
    ['smtp://[::1]:25', false, 'smtp://[::1]:25'],
    // With no port in the URL, the one nodemailer takes.
    ['smtp://localhost', false, 'smtp://localhost:587'],
    ['smtps://user:secret@mail.example.com', false, 'smtps://mail.example.com:465'],
  ])('%s, SMTP_ALLOW_PLAINTEXT=%s: %s', (smtpUrl, smtpAllowPlaintext, description) => {
    const transport = createMailTransport({ smtpUrl, outbox: '/nowhere', smtpAllowPlaintext })
    expect(transport.description).toBe(description)
    transport.close()
  })
})

/** An address of this machine that is not loopback, as a mail server on the network would have. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address

describe.skipIf(networkAddress === undefined)(
  `over smtp:// to another machine (${networkAddress ?? 'skipped: this machine has no IPv4 address but loopback'})`,
  () => {
    it('an enquiry is not sent to a server without STARTTLS, stays pending, and goes once plaintext is allowed', async () => {
      // The fixture's server offers no STARTTLS, as an old or misconfigured one (or someone in between) would.
      const smtp = await startSmtp(0, networkAddress!)
      const place = await storeKinds[0]!.place()
      const refusing = await startContact({ ...place.config, smtpUrl: smtp.url })
      expect(refusing.logs.text()).toContain(`through ${smtp.url} (STARTTLS required)`)

      const { status, body } = await refusing.post(validEnquiry)
      expect(status).toBe(201)
      await expect
        .poll(async () => (await place.deliveries()).length >= 2, {
          timeout: 5_000,
          interval: 10,
          message: 'two refused tries',
        })
        .toBe(true)
      await refusing.close()
      expect(smtp.mails).toEqual([])
      expect((await place.deliveries()).every((record) => record.ok === false)).toBe(true)
      expect((await place.deliveries())[0]!.error).toMatch(/TLS/)
      expect((await place.enquiries()).map((enquiry) => enquiry.id)).toEqual([body.id])

      const allowing = await startContact({ ...place.config, smtpUrl: smtp.url, smtpAllowPlaintext: true })
      await expect
        .poll(() => smtp.mails.length === 1, {
          timeout: 5_000,
          interval: 10,
          message: 'the e-mail, in clear as allowed',
        })
        .toBe(true)
      expect(smtp.mails[0]!.headers.get('x-enquiry-id')).toBe(body.id)
      await allowing.close()
      await smtp.close()
    })
  },
)
