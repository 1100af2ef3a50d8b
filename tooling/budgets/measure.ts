// What each prerendered page costs a visitor's first visit, read from the build output (dist/client): the bytes a
// browser downloads for the HTML, the JavaScript and CSS it links or holds inline, the images it loads at once and any
// fonts, as the server sends them (brotli). Shared by `npm run budgets` and tooling/budgets/budgets.integration.test.ts, so both judge the same
// figures.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { arabicTypefaceScript } from '../../lib/arabicTypeface.ts'
import { companyProfilePath } from '../../lib/companyProfile.ts'
import { locales, splitLocale } from '../../lib/locales.ts'
import { categoryInAddress } from '../../lib/newsCategories.ts'
import { pathOf } from '../../lib/routes.ts'
import { first, parseDocument } from '../../lib/html.ts'
import { builtPages } from '../postbuild/builtPages.ts'
import { pageResources } from './pageResources.ts'
import { resolveImport, staticImportSpecifiers, withStaticImports } from './staticImports.ts'

export const KiB = 1024

/**
 * The site's limits, in brotli bytes. Content pages are prerendered HTML with one small script;
 * /contact (the form) and /news (the filter) stay React apps and pay for React on their own. An Arabic page has the
 * budgets of its English twin (/ar/news those of /news), and may add its typeface.
 */
export const budgets = {
  /** JavaScript of a page, inline scripts included (on Arabic pages, but the typeface's switch: see fonts). */
  js: { default: 4 * KiB, '/news': 60 * KiB, '/contact': 110 * KiB } as Record<string, number>,
  css: 15 * KiB,
  /**
   * English pages use the system font stack; Arabic pages load the Arabic typeface (tooling/plugin/arabicFont.ts), its
   * files and the switch in their head (lib/arabicTypeface.ts).
   */
  fonts: { en: 0, ar: 60 * KiB },
  /** Everything Home downloads on a first visit, its typeface aside (that has the budget above). */
  homeTotal: 40 * KiB,
  /**
   * The first screen in the first round trip: a server's first flight is ten TCP segments (14,600 bytes), and the
   * response's status line and headers (the security policy among them) take about 1.5 kB of it. What has to arrive
   * in it is the first screen (see firstScreenEnd), not the whole page: a longer article only adds bytes after it.
   */
  firstScreen: 12.75 * KiB,
  /**
   * Requests before the first paint: the HTML alone, in both languages. Scripts, the whole stylesheet and the Arabic
   * typeface wait for the page's load (tooling/postbuild/afterLoad.ts); a first Arabic page paints in the fallback
   * (tooling/plugin/arabicFont.ts).
   */
  firstPaint: 1,
}

/**
 * Code that only some pages need and no other page may load. Each library is recognised by strings that survive
 * minification (property names, event and CSS variable names it uses at run time). Every owner page must contain at
 * least one of them: otherwise the marker has gone stale (or the library is gone) and the check would prove nothing.
 */
export const pageOnlyCode: { name: string; owners: string[]; markers: string[] }[] = [
  // react-dom keys its fiber and root on DOM nodes under these prefixes; React marks its elements with this symbol
  // name (Symbol.for), in react and react-dom alike.
  {
    name: 'React',
    owners: ['/contact', '/news'],
    markers: ['__reactContainer$', '__reactFiber$', 'react.transitional.element'],
  },
  // Option names of useForm and the key of server errors, read by react-hook-form itself.
  { name: 'react-hook-form', owners: ['/contact'], markers: ['shouldUseNativeValidation', 'root.server'] },
  // The CSS variables and data attributes the toast sets while it is swiped or announced.
  {
    name: '@radix-ui/react-toast',
    owners: ['/contact'],
    markers: ['--radix-toast-swipe-move-x', 'data-radix-toast-announce'],
  },
  // zod 4 names every schema class at run time ($constructor("$ZodType", ...)).
  { name: 'zod', owners: ['/contact'], markers: ['$ZodType', '$ZodObject'] },
  // The news filter: the class of its current choice, and the field holding what it shows when a choice is empty.
  { name: 'the news filter', owners: ['/news'], markers: ['aria-[current=page]', 'emptyHeading'] },
]

export interface RouteWeight {
  /** The address, e.g. /about; the not-found page is "404". */
  route: string
  /** Brotli bytes of each kind, as the server sends them; inline scripts and styles count as JS and CSS. */
  html: number
  js: number
  css: number
  images: number
  fonts: number
  /** What the visit downloads: inline code counts once, as part of the HTML. */
  total: number
  /** Requests made before the first paint, the HTML included (see pageResources). */
  firstPaint: number
  /** Brotli bytes of the HTML up to the end of its first screen (see firstScreenEnd). */
  firstScreen: number
  /** The files counted, as URL paths (/assets/...), each once; `external` lists requests to other origins (none allowed). */
  files: { js: string[]; css: string[]; images: string[]; fonts: string[]; external: string[] }
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml'])

/**
 * The bytes a file costs on the wire: its precompressed .br twin when the build wrote one (the server sends that),
 * brotli at quality 11 for other text (files too small for the build to bother), the file itself for images and fonts,
 * which are compressed already.
 */
export function transferSize(file: string): number {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size
  const source = fs.readFileSync(file)
  if (!compressible.has(path.extname(file))) return source.length
  return brotliSize(source)
}

/** Brotli bytes of inline code: all of a page's pieces of one kind together, as they travel inside one response. */
function brotliSize(text: string | Buffer): number {
  if (text.length === 0) return 0
  return zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

/** The figures of every prerendered page of the build in `root` (by default dist/client). */
export function measureSite(root = path.resolve('dist/client')): RouteWeight[] {
  const pages = builtPages(root)
  if (pages.length === 0) throw new Error(`No prerendered pages in ${root}: build the site first (npm run build).`)
  return pages.map(({ route, file }) => measurePage(root, route, fs.readFileSync(file, 'utf8'), transferSize(file)))
}

/** A made-up origin to resolve the HTML's URLs against: what resolves elsewhere is a request to another site. */
const siteOrigin = 'http://site.invalid'

/** The figures of one page: what its HTML links, loads at once and holds inline, each file counted once. */
export function measurePage(root: string, route: string, html: string, htmlBytes: number): RouteWeight {
  const resources = pageResources(html)
  // The not-found page answers any address; the others answer their route.
  const pageUrl = new URL(route.endsWith('404') ? `/${route.replace(/404$/, '')}` : route, siteOrigin)
  const local = (urls: string[]) => localPaths(urls, pageUrl)
  const inFile = (urlPath: string, by = route) => onDisk(root, urlPath, by)

  // An inline module's static imports load before it runs, as a file's do.
  const inlineImports = resources.inlineScripts
    .filter((script) => script.type === 'module')
    .flatMap((script) => staticImportSpecifiers(script.text).map((specifier) => resolveImport(specifier, pageUrl)))
  const entries = [
    ...local(resources.scripts),
    ...inlineImports.flatMap((target) => (target && 'local' in target ? [target.local] : [])),
  ]
  const scripts = withStaticImports(
    entries,
    (file, importer) => fs.readFileSync(inFile(file, importer), 'utf8'),
    siteOrigin,
  )
  const css = local(resources.stylesheets)
  const inlineCss = resources.inlineStyles.join('\n')
  const images = local(resources.images)
  const fonts = local([
    ...resources.fonts,
    ...css.flatMap((file) =>
      fontUrls(fs.readFileSync(inFile(file), 'utf8')).map((url) => new URL(url, new URL(file, siteOrigin)).href),
    ),
    ...fontUrls(inlineCss).map((url) => new URL(url, pageUrl).href),
  ])
  const external = [
    ...thirdParty(resources.requests, pageUrl),
    ...inlineImports.flatMap((target) => (target && 'external' in target ? [target.external] : [])),
    ...scripts.external,
  ]

  const bytes = (files: string[]) => files.reduce((sum, file) => sum + transferSize(inFile(file)), 0)
  // The Arabic typeface's switch (lib/arabicTypeface.ts) counts with the typeface, whose budget an Arabic page adds to
  // its English twin's: without it, /ar/news would carry more JavaScript than /news.
  const isTypefaceSwitch = (script: { text: string }) => script.text === arabicTypefaceScript
  const inlineJsBytes = brotliSize(
    resources.inlineScripts
      .filter((script) => !isTypefaceSwitch(script))
      .map((script) => script.text)
      .join('\n'),
  )
  const typefaceSwitch = resources.inlineScripts.filter(isTypefaceSwitch)
  const typefaceSwitchBytes = typefaceSwitch.length
    ? brotliSize(typefaceSwitch.map((script) => script.text).join('\n'))
    : 0
  const inlineCssBytes = brotliSize(inlineCss)
  const files = { js: bytes(scripts.files), css: bytes(css), images: bytes(images), fonts: bytes(fonts) }
  return {
    route,
    html: htmlBytes,
    js: files.js + inlineJsBytes,
    css: files.css + inlineCssBytes,
    images: files.images,
    fonts: files.fonts + typefaceSwitchBytes,
    total: htmlBytes + files.js + files.css + files.images + files.fonts,
    firstPaint: resources.beforeFirstPaint,
    firstScreen: brotliSize(html.slice(0, firstScreenEnd(html))),
    files: { js: scripts.files, css, images, fonts, external: [...new Set(external)] },
  }
}

/**
 * Where a page's first screen ends in its HTML: after the first section of <main> (the page's hero, its heading and
 * introduction, or the form), which is what a phone shows before the reader scrolls; the head (with the page's rules)
 * and the header come before it. A page without a <main> is its first screen whole.
 */
export function firstScreenEnd(html: string): number {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true })
  const main = first('main', document)
  const firstSection = main?.children.find((node) => node.type === 'tag')
  const end = (firstSection ?? main)?.endIndex
  return end == null ? html.length : end + 1
}

/** A page over its budget, in words that name the page, the figure and by how much. */
export interface BudgetFailure {
  route: string
  figure: string
  message: string
}

/** Every budget each page breaks, and every page-only library found on another page. */
export function checkBudgets(weights: RouteWeight[], root = path.resolve('dist/client')): BudgetFailure[] {
  const failures: BudgetFailure[] = []
  const over = (route: string, figure: string, actual: number, limit: number, remedy = '') => {
    if (actual > limit) {
      failures.push({
        route,
        figure,
        message: `${route}: ${figure} is ${kib(actual)} KiB, over its budget of ${kib(limit)} KiB by ${kib(actual - limit)} KiB${remedy}`,
      })
    }
  }
  for (const weight of weights) {
    over(weight.route, 'JS', weight.js, jsBudget(weight.route))
    over(weight.route, 'CSS', weight.css, budgets.css)
    const { locale, path: twin } = splitLocale(weight.route.startsWith('/') ? weight.route : `/${weight.route}`)
    over(
      weight.route,
      'fonts',
      weight.fonts,
      budgets.fonts[locale],
      locale === 'en'
        ? ` (${weight.files.fonts.join(', ')}); English pages use the system font stack`
        : ` (${weight.files.fonts.join(', ')})`,
    )
    if (twin === '/') over(weight.route, 'total transfer without fonts', weight.total - weight.fonts, budgets.homeTotal)
    over(
      weight.route,
      'first screen',
      weight.firstScreen,
      budgets.firstScreen,
      ': past the first round trip. Its head (the inlined rules), header and first section of <main> must arrive in it; trim what they carry',
    )
    if (weight.firstPaint > budgets.firstPaint)
      failures.push({
        route: weight.route,
        figure: 'requests before the first paint',
        message: `${weight.route}: makes ${weight.firstPaint} requests before its first paint, over its budget of ${budgets.firstPaint}; load scripts, stylesheets and fonts after the page (tooling/postbuild/afterLoad.ts)`,
      })
    for (const url of weight.files.external) {
      failures.push({
        route: weight.route,
        figure: 'third-party request',
        message: `${weight.route}: loads ${url} from another origin; serve it from this site`,
      })
    }
  }
  failures.push(...checkProductionBuild(weights, root), ...checkPageOnlyCode(weights, root))
  return failures
}

/**
 * What each file a visitor downloads rather than views may weigh, in bytes as stored: the company profile of every
 * language, a PDF small enough to attach to an e-mail (its fonts are subset by Typst, its drawings are vectors).
 */
export const downloadBudgets: Record<string, number> = Object.fromEntries(
  locales.map((locale) => [companyProfilePath(locale), 400 * 1000]),
)

/** Each download, its size and its budget; a missing one is over budget (the build should have made it). */
export function measureDownloads(root = path.resolve('dist/client')): { url: string; bytes: number; limit: number }[] {
  return Object.entries(downloadBudgets).map(([url, limit]) => {
    const file = path.join(root, url)
    return { url, bytes: fs.existsSync(file) ? fs.statSync(file).size : Number.POSITIVE_INFINITY, limit }
  })
}

export function checkDownloads(root = path.resolve('dist/client')): BudgetFailure[] {
  return measureDownloads(root)
    .filter((download) => download.bytes > download.limit)
    .map((download) => ({
      route: download.url,
      figure: 'download size',
      message: Number.isFinite(download.bytes)
        ? `${download.url}: is ${Math.round(download.bytes / 1000)} KB, over its budget of ${download.limit / 1000} KB; pictures in it are the likely cause (tooling/profile/)`
        : `${download.url}: is missing from the build (tooling/profile/ makes it)`,
    }))
}

/**
 * The page whose budgets a page has: its English twin, and for the News page of one category the News page, which it
 * is with another choice made (lib/newsCategories.ts).
 */
export function budgetRoute(route: string): string {
  const { path } = splitLocale(route)
  return categoryInAddress(path) === undefined ? path : pathOf('news')
}

/** The JavaScript budget of a page: that of its English twin. */
export const jsBudget = (route: string): number => budgets.js[budgetRoute(route)] ?? budgets.js.default!

/**
 * React's development build is three times the size of the production one. Vite picks it when NODE_ENV is not
 * "production" while it builds, e.g. when a test runner (which sets NODE_ENV=test) starts the build.
 */
export function checkProductionBuild(weights: RouteWeight[], root = path.resolve('dist/client')): BudgetFailure[] {
  const marker = 'react-stack-top-frame' // only in react-dom's development build
  const files = [...new Set(weights.flatMap((weight) => weight.files.js))]
  const development = files.filter((file) => fs.readFileSync(onDisk(root, file), 'utf8').includes(marker))
  return development.map((file) => ({
    route: '*',
    figure: 'production build',
    message: `${file} holds React's development build: the site was built with NODE_ENV set to something other than production (a test runner sets "test"); build with NODE_ENV=production`,
  }))
}

/** Libraries some pages need, found in the JavaScript of another page (or no longer recognisable on their own pages). */
export function checkPageOnlyCode(weights: RouteWeight[], root = path.resolve('dist/client')): BudgetFailure[] {
  const failures: BudgetFailure[] = []
  const texts = new Map<string, string>()
  const text = (file: string) =>
    texts.get(file) ?? texts.set(file, fs.readFileSync(onDisk(root, file), 'utf8')).get(file)!
  for (const { name, owners, markers } of pageOnlyCode) {
    const carriers = (weight: RouteWeight) =>
      weight.files.js.filter((file) => markers.some((marker) => text(file).includes(marker)))
    const ownerNames = owners.join(' and ')
    for (const weight of weights) {
      const found = carriers(weight)
      // A page in another language needs what its English twin needs: /ar/contact is the form too.
      const owner = owners.includes(budgetRoute(weight.route))
      if (owner && found.length === 0) {
        failures.push({
          route: weight.route,
          figure: name,
          message: `${weight.route}: none of the markers of ${name} (${markers.join(', ')}) is in its JavaScript; update pageOnlyCode in tooling/budgets/measure.ts so this check still finds ${name}`,
        })
      } else if (!owner && found.length > 0) {
        failures.push({
          route: weight.route,
          figure: name,
          message: `${weight.route}: its JavaScript contains ${name}, which only ${ownerNames} ${owners.length > 1 ? 'need' : 'needs'} (in ${found.join(', ')}); import it from those pages only`,
        })
      }
    }
  }
  return failures
}

/** A table of the figures in KiB, one row per page, then the largest figure of each column. */
export function formatTable(weights: RouteWeight[]): string {
  const columns = ['html', 'firstScreen', 'js', 'css', 'images', 'fonts', 'total'] as const
  const requests = (weight: RouteWeight) => String(weight.firstPaint)
  const width = Math.max(5, ...weights.map((weight) => weight.route.length))
  const row = (label: string, cells: string[]) =>
    [label.padEnd(width), ...cells.map((cell) => cell.padStart(8))].join('  ')
  const largest = columns.map((column) => Math.max(...weights.map((weight) => weight[column])))
  return [
    row('route', [
      ...columns.map((column) => (column === 'firstScreen' ? 'SCREEN 1' : column.toUpperCase())),
      'REQUESTS',
    ]),
    row('', [...columns.map(() => 'KiB br'), 'to paint']),
    ...weights.map((weight) => row(weight.route, [...columns.map((column) => kib(weight[column])), requests(weight)])),
    row('largest', [...largest.map(kib), String(Math.max(...weights.map((weight) => weight.firstPaint)))]),
  ].join('\n')
}

export const kib = (bytes: number) => (bytes / KiB).toFixed(1)

/** Files of this site among URLs, as paths from the root, each once: data: URLs are inside the HTML already. */
function localPaths(urls: string[], base: URL): string[] {
  const paths = urls
    .filter((url) => url && !url.startsWith('data:'))
    .map((url) => new URL(url, base))
    .filter((url) => url.origin === siteOrigin)
    .map((url) => url.pathname)
  return [...new Set(paths)]
}

/** URLs on another origin: each is a connection the page waits for. */
function thirdParty(urls: string[], base: URL): string[] {
  return urls
    .filter((url) => url && !url.startsWith('data:'))
    .map((url) => new URL(url, base))
    .filter((url) => url.origin !== siteOrigin)
    .map((url) => url.href)
}

/** The file of the build a URL path names; `by` (a page or a module) is who asked for it, for the error message. */
function onDisk(root: string, urlPath: string, by?: string): string {
  const file = path.join(root, decodeURIComponent(urlPath))
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) {
    throw new Error(
      `${urlPath}${by ? `, loaded by ${by},` : ''} is not in ${root}: fix the link, or build again (npm run build) if dist/ is stale`,
    )
  }
  return file
}

/** Font files a stylesheet declares with @font-face (the site uses the system stack, so none are expected). */
function fontUrls(css: string): string[] {
  const urls: string[] = []
  for (const [face = ''] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    const first = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(face)?.[1]
    if (first) urls.push(first)
  }
  return urls
}
