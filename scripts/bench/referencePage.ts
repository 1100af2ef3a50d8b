// The page every measuring script reads the site's figures against, served on 127.0.0.1 in the same run.
import http from 'node:http'
import { freePort } from '../../testing/service/productionServer.ts'

/**
 * A page with a heading and a paragraph, no CSS, no JavaScript, no image. Lighthouse's mobile model multiplies every
 * main-thread task by four, and on a small, busy machine the browser's own work (committing the navigation, setting up
 * the page's script context) can pass 50 ms of blocking time on such a page too. Its figures are the floor the
 * site's are read against: TBT beyond the reference's is the site's; TBT within it is the machine's.
 */
export const referencePage = {
  label: '(reference: no CSS, no JS)',
  html: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference page</title><meta name="description" content="A page with no stylesheet and no script, measured first so that the site\'s figures can be read against what the machine itself costs."></head><body><h1>Reference page</h1><p>One heading and one paragraph: nothing for the browser to fetch, run or lay out beyond these two lines.</p></body></html>',
}

export async function startReferencePage(): Promise<{ server: http.Server; url: string }> {
  // robots.txt and an empty favicon answer too, so the reference loses no points to a missing file.
  const server = http.createServer((request, response) => {
    if (request.url === '/robots.txt')
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n')
    else if (request.url === '/')
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(referencePage.html)
    else response.writeHead(204).end()
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${port}/` }
}
