// Every link of the built site, checked against the built site itself: a link to a page that was not built, or to an
// anchor (#section) the target page does not have, is a link a visitor would follow to nothing. Other sites' addresses
// are never fetched (the build has no network); their syntax is checked.
import fs from 'node:fs'
import path from 'node:path'
import { builtPages } from './builtPages.ts'
import { all, attribute, parseDocument } from '../../lib/html.ts'

export interface BrokenLink {
  /** The page holding the link, by its address (/ar/about; the not-found pages as 404 and ar/404). */
  page: string
  href: string
  reason: string
}

// Any origin would do: relative links are resolved against it, and only what stays on it is this site.
const probe = 'http://site.test'

/**
 * The links of every page of the build in `root` that lead nowhere. `siteOrigin` is the public address of the site
 * (https://www.example.com): absolute links to it, such as the canonical and hreflang links, are checked as internal.
 */
export function brokenLinks(root: string, siteOrigin?: string): BrokenLink[] {
  const rootDir = path.resolve(root)
  const pages = builtPages(rootDir).map((page) => {
    const document = parseDocument(fs.readFileSync(page.file, 'utf8'))
    // An anchor is an element's id, or the name of an <a> as older HTML wrote it.
    const anchors = new Set([
      ...all('[id]', document).map((element) => attribute(element, 'id')!),
      ...all('a[name]', document).map((element) => attribute(element, 'name')!),
    ])
    return { ...page, document, anchors }
  })
  const byPath = new Map(pages.filter((page) => !page.missingPath).map((page) => [page.route, page]))
  const broken: BrokenLink[] = []

  for (const page of pages) {
    const base = new URL(page.missingPath ?? page.route, probe)
    const links = [
      ...all('a[href], area[href]', page.document),
      ...all('link[rel="canonical"][href], link[rel="alternate"][hreflang][href]', page.document),
    ]
    for (const link of links) {
      const href = attribute(link, 'href')!.trim()
      const say = (reason: string) => broken.push({ page: page.route, href, reason })
      const scheme = /^([a-z][a-z\d+.-]*):/i.exec(href)?.[1]?.toLowerCase()
      if (scheme === 'mailto') {
        if (!/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(href)) say('is not a valid e-mail address')
        continue
      }
      if (scheme === 'tel') {
        if (!/^tel:\+?[\d\-.() ]{3,}$/.test(href)) say('is not a valid telephone number')
        continue
      }
      let url: URL
      try {
        url = new URL(href, base)
      } catch {
        say('is not a valid address')
        continue
      }
      if (scheme && !(siteOrigin && url.origin === new URL(siteOrigin).origin)) {
        if (!['http:', 'https:'].includes(url.protocol) || !url.hostname.includes('.'))
          say('is not a valid web address')
        continue
      }
      if (!scheme && url.origin !== probe) {
        // A protocol-relative link (//host/path) leaves the site.
        if (!url.hostname.includes('.')) say('is not a valid web address')
        continue
      }
      const pathname = decodePath(url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname)
      // A link to a section of the same page stays on it, the not-found page (which answers any address) included.
      const target = href.startsWith('#') ? page : byPath.get(pathname)
      if (!target) {
        // Said as the address is written (percent-encoded), so no character in it can disguise the message.
        if (!isFile(rootDir, pathname)) say(`leads to no page: nothing was built at ${url.pathname}`)
        continue
      }
      const fragment = decodePath(url.hash.slice(1))
      if (fragment && !target.anchors.has(fragment))
        say(`leads to no section: ${target.route} has no element with id "${fragment}"`)
    }
  }
  return broken
}

function decodePath(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function isFile(root: string, pathname: string): boolean {
  const file = path.join(root, pathname)
  return file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()
}

/** The report `npm run build` prints: one line per broken link, naming its page. */
export function formatBrokenLinks(broken: BrokenLink[]): string {
  return [
    `The built site has ${broken.length} broken ${broken.length === 1 ? 'link' : 'links'}:`,
    ...broken.map(({ page, href, reason }) => `  - ${page}: "${href}" ${reason}`),
    'Correct each link in content/ (or in the page that makes it), then build again.',
  ].join('\n')
}
