import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import express, { type Router } from 'express'
import type { Logger } from 'pino'
import YAML from 'yaml'
import { decodedPath } from '../../lib/requestPath.ts'
import { errorSummary } from '../contact/errorSummary.ts'
import { localRepositoryLine } from '../../lib/editorLocalRepository.ts'
import { checklistFile, notSetUpPage } from './notSetUpPage.ts'

/**
 * The repository behind the editors' CMS, filled in as the site runs rather than when it was built, so one image
 * serves any repository (CMS_GITHUB_REPO, CMS_GITHUB_BRANCH):
 *
 *   GET /admin/config.yml, /admin/ar/config.yml, …  every config.yml the build wrote under dist/client/admin, with the
 *                                                     backend's `repo` and `branch` set from the settings
 *
 *   GET /admin/start.js                               the script each editor's page runs before the CMS, as built; with
 *                                                     CMS_LOCAL_REPOSITORY=true, after a line that lets the sign-in
 *                                                     offer a developer's local clone (tooling/cms/signInChoices.ts)
 *
 * Without a repository, the editor's pages (/admin, /admin/ar) answer a page that says what to set, and its
 * configurations a 503: a placeholder repository would only lead editors to a sign-in that cannot work. Nothing a
 * request says (its Host, its headers) reaches an answer, and no path from a request reaches the file system: the
 * files are listed once, at start, as the static site lists its own.
 */
export interface CmsRepository {
  /** owner/name on GitHub, such as acme/website. */
  repo: string
  /** The branch editors' pull requests go into; main unless CMS_GITHUB_BRANCH says otherwise. */
  branch: string
}

/** Where the public address of every editor's configuration is made: /admin/config.yml, /admin/ar/config.yml. */
const adminPrefix = '/admin'

export function editorSetup(
  adminRoot: string,
  repository: CmsRepository | undefined,
  logger: Logger,
  options: { localRepository?: boolean } = {},
): Router {
  const router = express.Router()
  const files = configFiles(adminRoot)
  const startScript = options.localRepository ? withLocalRepository(adminRoot) : undefined
  // Answered once per file and kept: the built file and the settings both stay as they are until the next start.
  const answers = new Map<string, { body: string; etag: string }>()
  const answer = (address: string) => {
    let kept = answers.get(address)
    if (!kept) {
      const body = withRepository(fs.readFileSync(files.get(address)!, 'utf8'), repository!, address)
      kept = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
      answers.set(address, kept)
    }
    return kept
  }
  // The editors' own pages: the folder of each configuration, with or without its slash, and its index.html.
  const editorPages = new Set(
    [...files.keys()].flatMap((address) => {
      const folder = address.slice(0, -'/config.yml'.length)
      return [folder, `${folder}/`, `${folder}/index.html`]
    }),
  )

  const page = repository ? '' : notSetUpPage(builtFrom(files.get(`${adminPrefix}/config.yml`)))

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // Decoded, as the static site looks its files up: /%61dmin/config.yml would otherwise get the file as built.
    const address = decodedPath(req.path)
    if (files.has(address)) {
      if (!repository) {
        res.status(503).type('text/plain; charset=utf-8').setHeader('Cache-Control', 'no-store')
        return res.send(`${notSetUpText}\n`)
      }
      let kept: { body: string; etag: string }
      try {
        kept = answer(address)
      } catch (error) {
        logger.error(
          { err: errorSummary(error), file: address },
          'the built configuration of the editor cannot be read: run `npm run build`, then start the service again',
        )
        return res.status(500).type('text/plain; charset=utf-8').send('The editor is not set up correctly.\n')
      }
      // Revalidated on every visit, so a restart with another repository is seen at once.
      res.setHeader('Cache-Control', 'no-cache')
      res.setHeader('ETag', kept.etag)
      res.type('application/yaml; charset=utf-8')
      if (req.fresh) return res.status(304).end()
      return res.send(kept.body)
    }
    if (startScript && address === `${adminPrefix}/start.js`) {
      res.setHeader('Cache-Control', 'no-cache')
      return res.type('text/javascript; charset=utf-8').send(startScript)
    }
    if (!repository && editorPages.has(address)) {
      res.status(503).setHeader('Cache-Control', 'no-store')
      return res.type('text/html; charset=utf-8').send(page)
    }
    next()
  })
  return router
}

/** The same words as the page, for whatever asks for a configuration while there is none. */
const notSetUpText =
  'The content editor is not set up on this site yet: set CMS_GITHUB_REPO=owner/name (and GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET for signing in with GitHub) where the site runs, then restart it. See docs/administrators-checklist.md.'

/**
 * The start script as built, after the line that lets the sign-in offer "Work with Local Repository" (which the CMS
 * shows only at this machine's own address anyway); undefined when nothing was built.
 */
function withLocalRepository(adminRoot: string): string | undefined {
  const file = path.join(adminRoot, 'start.js')
  if (!fs.existsSync(file)) return undefined
  return `${localRepositoryLine}\n${fs.readFileSync(file, 'utf8')}`
}

/** Every config.yml under the editor's folder, by its public address; none when nothing was built. */
function configFiles(adminRoot: string): Map<string, string> {
  const root = path.resolve(adminRoot)
  if (!fs.existsSync(root)) return new Map()
  return new Map(
    (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((name) => path.basename(name) === 'config.yml')
      .sort()
      .map((name) => [`${adminPrefix}/${name.split(path.sep).join('/')}`, path.join(root, name)] as const),
  )
}

/**
 * The administrators' checklist on GitHub, when the build found the repository it was made from (CMS_GITHUB_REPO or
 * the clone's origin at build time); not when it wrote its stand-in, owner/name.
 */
function builtFrom(file: string | undefined): string | undefined {
  try {
    const backend = YAML.parse(fs.readFileSync(file!, 'utf8'))?.backend
    const repo = typeof backend?.repo === 'string' ? backend.repo : ''
    if (!isRepository(repo) || repo === 'owner/name') return undefined
    return `https://github.com/${repo}/blob/${typeof backend.branch === 'string' ? backend.branch : 'main'}/${checklistFile}`
  } catch {
    return undefined
  }
}

/** owner/name as GitHub allows them: an account of letters, digits and single hyphens, a name of those and . _ */
export function isRepository(value: string): boolean {
  const match = /^([A-Za-z\d](?:[A-Za-z\d]|-(?=[A-Za-z\d])){0,38})\/([\w.-]{1,100})$/.exec(value)
  return match !== null && match[2] !== '.' && match[2] !== '..'
}

/**
 * The built configuration with the backend's repository and branch set, everything else (its comment included) as
 * the build wrote it.
 */
export function withRepository(built: string, repository: CmsRepository, address = 'config.yml'): string {
  const document = YAML.parseDocument(built)
  if (document.errors.length > 0 || !YAML.isMap(document.get('backend')))
    throw new Error(
      `${address} as built is not a CMS configuration with a backend (${document.errors[0]?.message ?? 'no backend'})`,
    )
  document.setIn(['backend', 'repo'], repository.repo)
  document.setIn(['backend', 'branch'], repository.branch)
  return document.toString({ lineWidth: 0 })
}
