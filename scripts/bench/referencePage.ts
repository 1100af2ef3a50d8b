// The page every measuring script reads the site's figures against, served on 127.0.0.1 in the same run.
import http from 'node:http'
import { securityHeaderValues } from '../../lib/securityHeaders.ts'
import { freePort } from '../../testing/service/productionServer.ts'

/**
 * A page with a heading and a paragraph, no CSS, no JavaScript, no image. Lighthouse's mobile model multiplies every
 * main-thread task by four, and on a small, busy machine the browser's own work (committing the navigation, setting up
 * the page's script context) can pass 50 ms of blocking time on such a page too. Its figures are the floor the
 * site's are read against: TBT beyond the reference's is the site's; TBT within it is the machine's.
 */
export const referencePage = {
  label: '(reference: no CSS, no JS)',
  /** The same page without the site's response headers, measured for comparison only. */
  bareLabel: "(reference without the site's headers)",
  html: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference page</title><meta name="description" content="A page with no stylesheet and no script, measured first so that the site\'s figures can be read against what the machine itself costs."></head><body><h1>Reference page</h1><p>One heading and one paragraph: nothing for the browser to fetch, run or lay out beyond these two lines.</p></body></html>',
}

/**
 * Serves the reference page with the response headers of every page of the site. The opener policy among them makes
 * Chromium load a page in a renderer process of its own when it comes from a page without it, as Lighthouse's loads
 * do from about:blank, and a visitor's first page of the site does from another site's: a process started cold, whose
 * first paint comes 25–35 ms later on this machine and whose first tasks block for 20–50 ms of Lighthouse's phone.
 * Served without those headers, the reference would load in a process already warm and leave that cost, which is
 * the policy's and no page's, to be read as the page's. `bareUrl` serves it without them, for comparison.
 */
export async function startReferencePage(): Promise<{ server: http.Server; url: string; bareUrl: string }> {
  const headers = securityHeaderValues()
  // robots.txt and an empty favicon answer too, so the reference loses no points to a missing file.
  const server = http.createServer((request, response) => {
    if (request.url === '/robots.txt')
      response.writeHead(200, { ...headers, 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n')
    else if (request.url === '/')
      response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' }).end(referencePage.html)
    else if (request.url === '/bare')
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(referencePage.html)
    else response.writeHead(204, headers).end()
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${port}/`, bareUrl: `http://127.0.0.1:${port}/bare` }
}
