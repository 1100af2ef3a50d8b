import express, { type RequestHandler } from 'express'
import type { Logger } from 'pino'
import { securityHeaders } from '../lib/securityHeaders.ts'
import { type GitHubSignInConfig, githubSignIn } from './editor/githubSignIn.ts'
import type { ServiceMetrics } from './metrics/metrics.ts'
import type { ContactService } from './contact/contactService.ts'
import { answerRequestErrors } from './contact/http/requestErrors.ts'
import { requestLog } from './requestLog.ts'

export interface AppOptions {
  contact: ContactService
  /** Serves the prerendered site (and its not-found page); mounted last. Absent when a CDN serves the site. */
  site?: RequestHandler
  logger: Logger
  /** The proxies in front, by address (TRUST_PROXY). Empty makes req.ip the socket's peer, whatever X-Forwarded-For says. */
  trustProxy: string[]
  /** Editors' GitHub sign-in for /admin; unset, /api/cms/auth says it is not set up. */
  editorSignIn?: GitHubSignInConfig
  /**
   * The editors' CMS configuration with the repository of the settings, or the page saying what to set
   * (services/editor/editorSetup.ts); mounted before the site, whose built files it stands in for.
   */
  editor?: RequestHandler
  /** Answers /search and /ar/search (services/search/); absent when the build made no search index. */
  search?: RequestHandler
  /** Counts and times every request for the metrics (services/metrics/); they are served elsewhere, never here. */
  metrics?: Pick<ServiceMetrics, 'watchRequest'>
  /** Records page views for the analytics (services/analytics/pageViews.ts); absent when ANALYTICS=off. */
  pageViews?: RequestHandler
}

export function createApp({
  contact,
  site,
  logger,
  trustProxy,
  editorSignIn,
  editor,
  search,
  metrics,
  pageViews,
}: AppOptions): express.Express {
  const app = express()
  // By address, never a hop count or `true`: either lets a client that reaches the service directly pick its own
  // address, and so its own rate-limit key, through X-Forwarded-For.
  app.set('trust proxy', trustProxy.length > 0 ? trustProxy : false)
  app.disable('x-powered-by')
  // Pages and files get their ETags from sirv; an API answer is never cached, so hashing each one is wasted work.
  app.set('etag', false)
  // First, so every answer carries them: pages, files, not-found page, API answers and errors alike.
  app.use(securityHeaders())
  app.use(requestLog(logger, metrics?.watchRequest))
  // Before every router, so it sees each request's path as it came; it writes once the answer is sent.
  if (pageViews) app.use(pageViews)
  // Liveness: the process serves requests, and that is all it says. The container's health check and the load
  // balancer's use it, so an outage of the store (which only enquiries need) never takes the pages and the search
  // down with it; GET /healthz/store (the contact form's) is the store's answer, for alerts.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ ok: true })
  })
  app.use(contact.router)
  app.use(githubSignIn(editorSignIn, logger))
  if (search) app.use(search)
  if (editor) app.use(editor)
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'There is no such API endpoint.' })
  })
  if (site) app.use(site)
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' })
  })
  app.use(answerRequestErrors(logger))
  return app
}
