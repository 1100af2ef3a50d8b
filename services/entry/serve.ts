import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { RequestHandler } from 'express'
import { type CompiledContent, readCompiledContent } from '../../lib/content/compiledContent.ts'
import { defaultLocale } from '../../lib/locales.ts'
import { recordPageViews } from '../analytics/pageViews.ts'
import { ViewJournal } from '../analytics/viewJournal.ts'
import { createApp } from '../app.ts'
import { ConfigError, readConfig } from '../settings/readConfig.ts'
import { createContactService } from '../contact/contactService.ts'
import { FormPages } from '../contact/http/formPages.ts'
import { editorSetup } from '../editor/editorSetup.ts'
import { createMetrics } from '../metrics/metrics.ts'
import { listenForScrapes } from '../metrics/metricsServer.ts'
import { SearchPages } from '../search/resultsPage.ts'
import { searchRoutes } from '../search/searchRoutes.ts'
import { SiteSearch } from '../search/siteSearch.ts'
import { drainMs, stopMs } from './drain.ts'
import { keepAliveUntilStop } from './keepAlive.ts'
import { logger, onStopSignal } from './stopSignals.ts'

/**
 * How long a request may take to arrive, headers and body (REQUEST_TIMEOUT_SECONDS): a client dribbling a post a byte
 * at a second must not hold a connection for Node's default five minutes. Node checks every
 * `connectionsCheckingInterval`, so a request is cut (408, connection closed) at most a second after its time is up.
 */
export function requestTimeouts(seconds: number) {
  const requestTimeout = seconds * 1000
  return { headersTimeout: Math.min(20_000, requestTimeout), requestTimeout, connectionsCheckingInterval: 1_000 }
}

/** The built site the service answers a browser's form post and a search from: where `npm run build` puts it. */
const siteRoot = path.resolve('dist/client')
/** Where the build puts the compiled content and the search index of each language. */
const distRoot = path.resolve('dist')

/**
 * Reads the settings, starts the site's service (its contact form among them) and listens on PORT, with graceful shutdown on SIGTERM and
 * SIGINT once the service is open (before, stopSignals.ts ends the process). `npm start` passes the static site; the
 * service alone (behind a CDN) does not.
 */
export async function serve({ site, name }: { site?: RequestHandler; name: string }): Promise<void> {
  const fail = (error: unknown): never => {
    const problems = error instanceof ConfigError ? error.problems : undefined
    logger.fatal({ problems }, error instanceof Error ? error.message : String(error))
    process.exit(1)
  }

  let settings: {
    config: ReturnType<typeof readConfig>
    serviceLabels: CompiledContent['contact']['form']['serviceOptions']
    formPages: ReturnType<typeof FormPages.load>
  }
  try {
    // The company's address and the words of the e-mails come from the build: the service never reads content/.
    const content = readCompiledContent(distRoot)
    const { company, contact } = content[defaultLocale]
    const config = readConfig(process.env, { companyEmail: company.email })
    settings = { config, serviceLabels: contact.form.serviceOptions, formPages: FormPages.load(siteRoot, content) }
  } catch (error) {
    return fail(error)
  }
  const { config, serviceLabels } = settings
  for (const warning of config.warnings) logger.warn(warning)
  let formPages: FormPages | undefined
  if ('pages' in settings.formPages) formPages = settings.formPages.pages
  else {
    logger.warn(
      { missing: settings.formPages.missing },
      'The built contact pages are missing, so browsers posting the form without JavaScript are answered in JSON: run `npm run build`, then start the service again.',
    )
  }
  const search = loadSearch()
  if ('missing' in search) {
    logger.warn(
      { missing: search.missing },
      'The search index or the built search page is missing, so /search shows no results: run `npm run build`, then start the service again.',
    )
  }
  if (site && !config.cmsRepository)
    logger.warn(
      'CMS_GITHUB_REPO is unset, so /admin shows what to set instead of the editor: set it to owner/name, the repository editors save to.',
    )
  const metrics = config.metrics ? createMetrics() : undefined
  const contact = await createContactService(
    { ...config, serviceLabels, formPages },
    { logger, onStored: metrics?.countStored },
  ).catch(fail)
  metrics?.watchStore(contact.store)
  const journal = config.analytics
    ? await ViewJournal.open({ ...config.analytics, logger, count: metrics?.countPageView })
    : undefined
  const app = createApp({
    contact,
    site,
    logger,
    trustProxy: config.trustProxy,
    editorSignIn: config.editorSignIn,
    // The editor's configuration is the built site's; a service behind a CDN leaves it to the CDN's copy.
    editor: site
      ? editorSetup(path.join(siteRoot, 'admin'), config.cmsRepository, logger, {
          localRepository: config.cmsLocalRepository,
        })
      : undefined,
    search: 'routes' in search ? search.routes : undefined,
    metrics,
    pageViews: journal ? recordPageViews(journal) : undefined,
  })
  const timeouts = requestTimeouts(config.requestTimeoutSeconds)
  const server = http.createServer({ ...timeouts, keepAliveTimeout: config.keepAliveSeconds * 1000 }, app)
  const connections = keepAliveUntilStop(server)
  // From here a stop drains requests and closes the store; `server` and `scrapes` may not be listening yet (nothing
  // awaits between the store's opening and this line, so no signal comes in between).
  let scrapes: Awaited<ReturnType<typeof listenForScrapes>> | undefined
  let stopping = false
  onStopSignal(async (signal) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting for requests in progress')
      process.exit(1)
    }
    stopping = true
    logger.info({ signal }, 'shutting down: no new connections; finishing requests in progress')
    // The last resort, should closing the store hang: the stop's whole budget is spent (drain.ts).
    setTimeout(() => {
      logger.error('the mail queue or the store did not close within the stop timeout; exiting without them')
      process.exit(1)
    }, stopMs).unref()
    // Requests still arriving when the drain ends (a client sending its post a byte at a time) are cut with their
    // connection, so the mail queue and the store are closed on every stop, within the stop timeout.
    const drained = setTimeout(() => {
      logger.warn('requests still in progress when the drain ended; closing their connections')
      server.closeAllConnections()
    }, drainMs)
    drained.unref()
    // Stop accepting first, so nothing reaches the service after it stopped; close() waits for requests in progress.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    connections.stop()
    await closed
    clearTimeout(drained)
    // A scrape in progress is not worth waiting for: Prometheus reads the next replica, or this one restarted.
    scrapes?.closeAllConnections()
    scrapes?.close()
    await journal?.stop()
    await contact.stop()
    logger.info({ closed: ['mail queue', 'store'] }, 'stopped')
    process.exit(0)
  })
  server.once('error', (error: NodeJS.ErrnoException) => fail(listenError(error, config.port)))
  server.listen(config.port, config.host, () => {
    const { address, port } = server.address() as AddressInfo
    logger.info(
      { host: address, port },
      `${name} listening on http://${address === '0.0.0.0' || address === '::' ? 'localhost' : address.includes(':') ? `[${address}]` : address}:${port}`,
    )
  })
  // Prometheus's own server, on another port: never the public app, so nothing in front of that can publish it.
  scrapes =
    metrics && config.metrics
      ? await listenForScrapes(metrics.registry, config.metrics, logger, timeouts).catch(fail)
      : undefined
}

/** The search's routes, from the index and the search pages of the build; `missing` names a file it lacks. */
function loadSearch(): { routes: RequestHandler } | { missing: string } {
  const index = SiteSearch.load(distRoot)
  if ('missing' in index) return index
  const pages = SearchPages.load(siteRoot)
  if ('missing' in pages) return pages
  return { routes: searchRoutes(index.search, pages.pages) }
}

/** A listening error in words that say what to do about it. */
function listenError(error: NodeJS.ErrnoException, port: number): Error {
  if (error.code === 'EADDRINUSE') {
    return new Error(
      `Port ${port} is already in use: stop the program listening there, or start with another PORT (PORT=3001 npm start).`,
    )
  }
  if (error.code === 'EACCES')
    return new Error(`Port ${port} needs privileges this user lacks: choose a PORT above 1023.`)
  return error
}
