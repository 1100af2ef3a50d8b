// The service as the image runs it: the built dist/ and the runtime dependencies, with no content/ anywhere near.
// What it says about the company and the form comes from the content the build compiled (dist/content/).
import fs from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { textContent } from 'domutils'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { loadSiteContent } from '../../lib/content/loadSiteContent.ts'
import { all, first, parseDocument } from '../../lib/html.ts'
import { ensureBuilt } from '../../testing/service/builtSite.ts'
import { type ProductionServer, startProductionServer } from '../../testing/service/productionServer.ts'
import { cleanUp, tempDir, validEnquiry } from '../../testing/service/serviceFixtures.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
// The expectations come from content/, read by this test and never by the server.
const content = loadSiteContent(path.join(repoRoot, 'content'))
let folder: string
let server: ProductionServer

beforeAll(async () => {
  ensureBuilt()
  folder = await tempDir()
  fs.cpSync(path.join(repoRoot, 'dist'), path.join(folder, 'dist'), { recursive: true })
  // The bundled server imports its runtime dependencies by name; they resolve through this link.
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(folder, 'node_modules'), 'dir')
  // Unset, the company's mail goes to and from its public address: a fact the server finds in the compiled content.
  server = await startProductionServer({ dataDir: folder, cwd: folder, env: { CONTACT_TO: '', CONTACT_FROM: '' } })
}, 300_000)
afterAll(async () => {
  await server?.stop()
  await cleanUp()
})

it('runs where no content/ is', () => {
  expect(fs.readdirSync(folder)).not.toContain('content')
})

it('serves a page with the company name', async () => {
  const response = await fetch(`${server.origin}/`)
  expect(response.status).toBe(200)
  expect(textContent(first('title', parseDocument(await response.text()))!)).toContain(content.company.name)
})

it('takes an enquiry and e-mails it to the company, the service named in the form’s words', async () => {
  const response = await fetch(`${server.origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify(validEnquiry),
  })
  expect(response.status).toBe(201)
  const outbox = path.join(folder, 'outbox')
  // The .eml itself: the service writes it under a hidden temporary name in the same folder, then renames it, so a
  // read of whatever file appears first can catch the message half written.
  const written = async () =>
    fs.existsSync(outbox) ? (await readdir(outbox)).filter((name) => name.endsWith('.eml')) : []
  await expect
    .poll(async () => (await written()).length > 0, {
      timeout: 5_000,
      interval: 10,
      message: 'the e-mail in the outbox',
    })
    .toBe(true)
  const [file] = await written()
  const mail = await simpleParser(await readFile(path.join(outbox, file!)))
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(content.company.email)
  const service = validEnquiry.service as keyof typeof content.contact.form.serviceOptions
  expect(mail.subject).toContain(content.contact.form.serviceOptions[service])
})

it('answers a search with the page it names', async () => {
  const title = content.initiatives[0]!.data.title
  const response = await fetch(`${server.origin}/search?q=${encodeURIComponent(title)}`)
  expect(response.status).toBe(200)
  const results = all('main ol h3', parseDocument(await response.text())).map((heading) => textContent(heading).trim())
  expect(results).toContain(title)
})
