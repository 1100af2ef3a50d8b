// The repository the editors' CMS saves to is a setting of the running site: one build, started with another
// CMS_GITHUB_REPO, opens the editor on that repository; started without one, /admin says what to set.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { adminContentSecurityPolicy } from '../lib/securityHeaders.ts'
import { type ProductionServer, startProductionServer } from '../testing/service/productionServer.ts'
import { baseURL } from '../testing/browser/pages.ts'

/** Every configuration the build wrote under /admin (the English editor's, and the Arabic one's where there is one). */
const configurations = (fs.readdirSync('dist/client/admin', { recursive: true, encoding: 'utf8' }) as string[])
  .filter((name) => path.basename(name) === 'config.yml')
  .map((name) => `/admin/${name.split(path.sep).join('/')}`)

const started: { server: ProductionServer; dataDir: string }[] = []
afterAll(async () => {
  for (const { server, dataDir } of started) {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

/** Another production server on the same build, with `env` for its settings. */
async function startWith(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-editor-'))
  const server = await startProductionServer({ dataDir, env })
  started.push({ server, dataDir })
  return server.origin
}

const backendOf = async (origin: string, address: string, headers: Record<string, string> = {}) => {
  const response = await fetch(origin + address, { headers })
  expect(response.status, address).toBe(200)
  return YAML.parse(await response.text()).backend as Record<string, unknown>
}

describe('the editor’s repository, set where the site runs', () => {
  it('is the one CMS_GITHUB_REPO names (acme/website for the tests’ server), in every editor’s configuration', async () => {
    expect(configurations).toContain('/admin/config.yml')
    for (const address of configurations) {
      expect(await backendOf(baseURL(), address)).toMatchObject({
        name: 'github',
        repo: 'acme/website',
        branch: 'main',
      })
    }
  })

  it('moves to another repository and branch with a restart, from the same build', async () => {
    const origin = await startWith({ CMS_GITHUB_REPO: 'another-company/site', CMS_GITHUB_BRANCH: 'content' })
    for (const address of configurations) {
      expect(await backendOf(origin, address)).toMatchObject({ repo: 'another-company/site', branch: 'content' })
    }
  })

  it('is never taken from the request: a forged Host changes nothing', async () => {
    const plain = await backendOf(baseURL(), '/admin/config.yml')
    const forged = await backendOf(baseURL(), '/admin/config.yml', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    })
    expect(forged).toEqual(plain)
  })

  it('unset, /admin answers a page naming CMS_GITHUB_REPO under the editor’s policy, and no configuration', async () => {
    const origin = await startWith({ CMS_GITHUB_REPO: '', CMS_GITHUB_BRANCH: '' })
    const page = await fetch(`${origin}/admin`)
    expect(page.status).toBe(503)
    expect(page.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy())
    const html = await page.text()
    expect(html).toContain('The content editor is not set up yet')
    expect(html).toContain('CMS_GITHUB_REPO=owner/name')
    for (const address of configurations) expect((await fetch(origin + address)).status, address).toBe(503)
  })
})
