import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { localRepositoryFlag, localRepositoryLine } from '../../lib/editorLocalRepository.ts'
import { adminContentSecurityPolicy } from '../../lib/securityHeaders.ts'
import { cleanUp, memoryLogger, startContact, tempDir } from '../../testing/service/serviceFixtures.ts'
import { staticSite } from '../site/staticSite.ts'
import { type CmsRepository, editorSetup, withRepository } from './editorSetup.ts'

/** What the build writes: its comment, a GitHub backend with the build's stand-in, and the rest of the configuration. */
const built = (title: string) =>
  `# Made by tooling/cms/writeAdmin.ts from the content schemas: change those, not this file.\n${YAML.stringify({
    backend: { name: 'github', repo: 'owner/name', branch: 'main', auth_endpoint: 'api/cms/auth' },
    publish_mode: 'editorial_workflow',
    app_title: title,
    collections: [],
  })}`

/** A built site as small as the app takes: a home page, a not-found page, and an English and an Arabic editor. */
async function builtSite(): Promise<string> {
  const root = await tempDir()
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write('index.html', '<!doctype html><title>Home</title>')
  write('404.html', '<!doctype html><title>Not found</title>')
  write('admin/index.html', '<!doctype html><title>Content editor</title>')
  write('admin/config.yml', built('Content editor'))
  write('admin/ar/index.html', '<!doctype html><title>محرر المحتوى</title>')
  write('admin/ar/config.yml', built('محرر المحتوى'))
  write('admin/start.js', startScript)
  return root
}

/** The script the build writes for the editors' pages to run before the CMS (its first line, here). */
const startScript = 'window.CMS_MANUAL_INIT = true\n'

/** The whole app, as the service mounts it, over that site, listening on a free port. */
async function startSite(repository: CmsRepository | undefined, options: { localRepository?: boolean } = {}) {
  const root = await builtSite()
  const { url } = await startContact(
    { contactLog: path.join(await tempDir(), 'enquiries.jsonl') },
    {
      site: staticSite(root),
      editor: (logger) => editorSetup(path.join(root, 'admin'), repository, logger, options),
    },
  )
  return { url, root }
}

afterAll(cleanUp)

describe('the editor with CMS_GITHUB_REPO set', () => {
  it('answers each configuration the build wrote with the repository and branch of the settings, the rest as built', async () => {
    const { url } = await startSite({ repo: 'acme/website', branch: 'content' })
    for (const [address, title] of [
      ['/admin/config.yml', 'Content editor'],
      ['/admin/ar/config.yml', 'محرر المحتوى'],
    ] as const) {
      // The CMS asks with a query that defeats caches; the answer is the same.
      const response = await fetch(`${url}${address}?_=1767225600000`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/yaml; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy())
      const text = await response.text()
      expect(text).toMatch(/^# Made by tooling\/cms\/writeAdmin\.ts/)
      expect(YAML.parse(text)).toEqual({
        backend: { name: 'github', repo: 'acme/website', branch: 'content', auth_endpoint: 'api/cms/auth' },
        publish_mode: 'editorial_workflow',
        app_title: title,
        collections: [],
      })
    }
  })

  it('revalidates by its ETag, so a browser asks again after a restart with another repository', async () => {
    const { url } = await startSite({ repo: 'acme/website', branch: 'main' })
    const first = await fetch(`${url}/admin/config.yml`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    // By node:http rather than fetch, which adds Cache-Control: no-cache to a conditional request of its own.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${url}/admin/config.yml`, { headers: { 'if-none-match': etag! } }, (response) => {
          response.resume()
          resolve(response.statusCode)
        })
        .on('error', reject)
    })
    expect(status).toBe(304)
  })

  it('never takes a repository or an origin from the request: a forged Host or forwarded header changes nothing', async () => {
    const { url } = await startSite({ repo: 'acme/website', branch: 'main' })
    const plain = await (await fetch(`${url}/admin/config.yml`)).text()
    const forged = await (
      await fetch(`${url}/admin/config.yml`, {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      })
    ).text()
    expect(forged).toBe(plain)
    expect(forged).not.toContain('evil.example')
  })

  it('answers the same under an address with escaped letters: /%61dmin is /admin, with its policy', async () => {
    const { url } = await startSite({ repo: 'acme/website', branch: 'content' })
    const config = await fetch(`${url}/%61dmin/config.yml`)
    expect(config.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy())
    expect(YAML.parse(await config.text()).backend).toMatchObject({ repo: 'acme/website', branch: 'content' })
    const page = await fetch(`${url}/%61dmin`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Content editor</title>')
    expect(page.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy())
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('serves the editor’s own page as the build wrote it', async () => {
    const { url } = await startSite({ repo: 'acme/website', branch: 'main' })
    const page = await fetch(`${url}/admin`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Content editor</title>')
  })
})

describe('the way into a developer’s local clone', () => {
  it('is not offered by the start script as built', async () => {
    const { url } = await startSite({ repo: 'acme/website', branch: 'main' })
    const script = await (await fetch(`${url}/admin/start.js`)).text()
    expect(script).toBe(startScript)
    expect(script).not.toContain(localRepositoryFlag)
  })

  it('is offered with CMS_LOCAL_REPOSITORY=true: the start script sets the flag first, then runs as built', async () => {
    const { url } = await startSite({ repo: 'acme/website', branch: 'main' }, { localRepository: true })
    const response = await fetch(`${url}/admin/start.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await response.text()).toBe(`${localRepositoryLine}\n${startScript}`)
  })
})

describe('the editor without CMS_GITHUB_REPO', () => {
  // Escaped letters are the same address to the static files, so they get the same answer.
  it.each(['/admin', '/admin/', '/admin/index.html', '/admin/ar', '/admin/ar/', '/%61dmin', '/adm%69n/index.html'])(
    '%s answers a page that names the settings to make, under the editor’s policy',
    async (address) => {
      const { url } = await startSite(undefined)
      const response = await fetch(`${url}${address}`, { redirect: 'manual' })
      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy())
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      const page = await response.text()
      expect(page).toContain('CMS_GITHUB_REPO=owner/name')
      expect(page).toContain('GITHUB_OAUTH_CLIENT_ID')
      expect(page).toContain('docs/administrators-checklist.md')
      expect(page).not.toMatch(/<script/i)
    },
  )

  it('gives no configuration at all rather than a stand-in repository', async () => {
    const { url } = await startSite(undefined)
    const response = await fetch(`${url}/admin/config.yml`)
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(text).toContain('set CMS_GITHUB_REPO=owner/name')
    expect(text).not.toContain('owner/name\n')
  })

  it('links the administrators’ checklist on GitHub when the build knew its repository', async () => {
    const root = await builtSite()
    fs.writeFileSync(path.join(root, 'admin/config.yml'), built('x').replace('owner/name', 'acme/website'))
    const router = editorSetup(path.join(root, 'admin'), undefined, memoryLogger().logger)
    const page = await new Promise<string>((resolve) => {
      const res = {
        status: () => res,
        setHeader: () => res,
        type: () => res,
        send: (body: string) => resolve(body),
      }
      router({ method: 'GET', path: '/admin', url: '/admin' } as never, res as never, () => resolve(''))
    })
    expect(page).toContain('href="https://github.com/acme/website/blob/main/docs/administrators-checklist.md"')
  })
})

describe('withRepository', () => {
  it('keeps everything of the built file but the repository and branch', () => {
    const text = built('Editor')
    const changed = withRepository(text, { repo: 'acme/website', branch: 'main' })
    expect(changed.replace('acme/website', 'owner/name')).toBe(text)
  })

  it('refuses a file that is not a configuration, saying which', () => {
    expect(() => withRepository('- a\n- list\n', { repo: 'a/b', branch: 'main' }, '/admin/config.yml')).toThrow(
      /^\/admin\/config\.yml as built is not a CMS configuration/,
    )
  })
})
