import fs from 'node:fs'
import path from 'node:path'
import { localeInfo, locales } from '../../lib/locales.ts'

export interface BuiltPage {
  /** The address the page answers, e.g. / or /solutions/robotics; the not-found pages are "404" and "ar/404". */
  route: string
  /** Set on a not-found page: the address of a page that does not exist, which answers it. */
  missingPath?: string
  /** Its HTML file, as a path under the root. */
  file: string
}

/**
 * Top-level folders of the build that hold no pages of the site: files (walking them would only cost time), and the
 * editors' CMS at /admin, an application with its own page and policy.
 */
const notPages = new Set(['assets', 'img', 'admin'])

/**
 * Every prerendered page of the build in `root` (dist/client): each index.html (its folder is the address), sorted
 * by route, then each language's 404.html. Compressed twins (.br, .gz) are not pages.
 */
export function builtPages(root: string): BuiltPage[] {
  if (!fs.existsSync(root)) throw new Error(`No build in ${root}: build the site first (npm run build).`)
  const pages: BuiltPage[] = []
  const walk = (directory: string) => {
    for (const item of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, item.name)
      if (item.isDirectory()) {
        if (directory !== root || !notPages.has(item.name)) walk(file)
      } else if (item.name === 'index.html') {
        const folder = path.relative(root, directory).split(path.sep).join('/')
        pages.push({ route: `/${folder}`, file })
      }
    }
  }
  walk(root)
  // By code unit, not by locale: the order must not change with the machine.
  pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
  for (const { prefix } of locales.map((locale) => localeInfo[locale])) {
    const notFound = path.join(root, prefix, '404.html')
    if (fs.existsSync(notFound))
      pages.push({
        route: `${prefix.slice(1)}${prefix ? '/' : ''}404`,
        file: notFound,
        missingPath: `${prefix}/does-not-exist`,
      })
  }
  return pages
}
