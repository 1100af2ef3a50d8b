// What each prerendered page costs a visitor's first visit, read from the build output (dist/client): the bytes a
// browser downloads for the HTML, the JavaScript and CSS it links, the images it loads at once and any fonts, as the
// server sends them (brotli). Shared by `npm run budgets` and e2e/budgets.test.ts, so both judge the same figures.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export const KiB = 1024

/** The limits of issue 6 ("Speed", 5), in brotli bytes. */
export const budgets = {
  /** JavaScript of any page; the contact form needs more, for its validation and toast. */
  js: { default: 100 * KiB, '/contact': 125 * KiB } as Record<string, number>,
  css: 15 * KiB,
  /** Everything Home downloads on a first visit. */
  homeTotal: 120 * KiB,
}

/**
 * Code that one page needs and no other page may load. Each library is recognised by strings that survive
 * minification (property names, event and CSS variable names it uses at run time). The owner page must contain at
 * least one of them: otherwise the marker has gone stale (or the library is gone) and the check would prove nothing.
 */
export const pageOnlyCode: { name: string; owner: string; markers: string[] }[] = [
  // Option names of useForm and the key of server errors, read by react-hook-form itself.
  { name: 'react-hook-form', owner: '/contact', markers: ['shouldUseNativeValidation', 'root.server'] },
  // The CSS variables and data attributes the toast sets while it is swiped or announced.
  { name: '@radix-ui/react-toast', owner: '/contact', markers: ['--radix-toast-swipe-move-x', 'data-radix-toast-announce'] },
  // zod 4 names every schema class at run time ($constructor("$ZodType", ...)).
  { name: 'zod', owner: '/contact', markers: ['$ZodType', '$ZodObject'] },
  // The news filter: its "no items in {category}" placeholder and the class of its unpressed category buttons.
  { name: 'the news filter', owner: '/news', markers: ['{category}', 'aria-[pressed=false]'] },
]

export interface RouteWeight {
  /** The address, e.g. /about; the not-found page is "404". */
  route: string
  /** Brotli bytes of each kind, as the server sends them. */
  html: number
  js: number
  css: number
  images: number
  fonts: number
  total: number
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

function brotliSize(text: string | Buffer): number {
  return zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

/** Every prerendered page: each index.html under the root (its folder is the address) and 404.html. */
export function prerenderedPages(root: string): { route: string; file: string }[] {
  const pages: { route: string; file: string }[] = []
  const walk = (directory: string) => {
    for (const item of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, item.name)
      if (item.isDirectory() && item.name !== 'assets' && item.name !== 'img') walk(file)
      else if (item.name === 'index.html') {
        const folder = path.relative(root, directory).split(path.sep).join('/')
        pages.push({ route: `/${folder}`, file })
      }
    }
  }
  walk(root)
  pages.sort((a, b) => a.route.localeCompare(b.route))
  const notFound = path.join(root, '404.html')
  if (fs.existsSync(notFound)) pages.push({ route: '404', file: notFound })
  return pages
}

/** The figures of every prerendered page of the build in `root` (by default dist/client). */
export function measureSite(root = path.resolve('dist/client')): RouteWeight[] {
  const pages = prerenderedPages(root)
  if (pages.length === 0) throw new Error(`No prerendered pages in ${root}: build the site first (npm run build).`)
  return pages.map(({ route, file }) => measurePage(root, route, fs.readFileSync(file, 'utf8'), transferSize(file)))
}

/** The figures of one page: what its HTML links and loads at once, each file counted once, from the build in `root`. */
export function measurePage(root: string, route: string, html: string, htmlBytes: number): RouteWeight {
  const tags = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? []
  const links = tags('link')
  const linked = (rel: string) =>
    links.filter((tag) => attribute(tag, 'rel')?.toLowerCase().split(/\s+/).includes(rel)).map((tag) => attribute(tag, 'href'))

  // A script may name the modules it starts after the first paint (lib/client/hydrateAfterPaint.ts): they count too.
  const scriptTags = tags('script')
  const entryScripts = [
    ...scriptTags.flatMap((tag) => [attribute(tag, 'src'), attribute(tag, 'data-entry'), ...(attribute(tag, 'data-preload')?.split(/\s+/) ?? [])]),
    ...linked('modulepreload'),
  ]
  const js = withStaticImports(root, localPaths(entryScripts))
  // A stylesheet linked `disabled` is fetched too, by that script, once the page has painted with its inlined rules.
  const css = localPaths(linked('stylesheet'))
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!)
  // An SVG <use> of an external sprite fetches the whole sprite file, once for all its icons.
  const spriteFiles = tags('use').map((tag) => attribute(tag, 'href')?.split('#')[0])
  const images = localPaths([
    ...eagerImages(html),
    ...links.filter((tag) => attribute(tag, 'as') === 'image').map((tag) => attribute(tag, 'href')),
    ...spriteFiles,
  ])
  const fonts = localPaths([
    ...links.filter((tag) => attribute(tag, 'as') === 'font').map((tag) => attribute(tag, 'href')),
    ...css.flatMap((file) => fontUrls(fs.readFileSync(onDisk(root, file), 'utf8')).map((url) => new URL(url, `${siteOrigin}${file}`).href)),
    ...inlineCss.flatMap(fontUrls),
  ])

  const external = thirdParty([...entryScripts, ...linked('stylesheet'), ...linked('preload'), ...eagerImages(html)])

  const bytes = (files: string[]) => files.reduce((sum, file) => sum + transferSize(onDisk(root, file)), 0)
  // Inlined CSS arrives inside the HTML: it counts towards the CSS budget, and towards the total once, as HTML.
  const inlineCssBytes = inlineCss.reduce((sum, text) => sum + brotliSize(text), 0)
  const weight = { html: htmlBytes, js: bytes(js), css: bytes(css) + inlineCssBytes, images: bytes(images), fonts: bytes(fonts) }
  const total = weight.html + weight.js + (weight.css - inlineCssBytes) + weight.images + weight.fonts
  return { route, ...weight, total, files: { js, css, images, fonts, external } }
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
  const over = (route: string, figure: string, actual: number, limit: number) => {
    if (actual > limit) {
      failures.push({
        route,
        figure,
        message: `${route}: ${figure} is ${kib(actual)} KiB, over its budget of ${kib(limit)} KiB by ${kib(actual - limit)} KiB`,
      })
    }
  }
  for (const weight of weights) {
    over(weight.route, 'JS', weight.js, budgets.js[weight.route] ?? budgets.js.default!)
    over(weight.route, 'CSS', weight.css, budgets.css)
    if (weight.route === '/') over(weight.route, 'total transfer', weight.total, budgets.homeTotal)
    for (const url of weight.files.external) {
      failures.push({ route: weight.route, figure: 'third-party request', message: `${weight.route}: loads ${url} from another origin; serve it from this site` })
    }
  }
  failures.push(...checkProductionBuild(weights, root), ...checkPageOnlyCode(weights, root))
  return failures
}

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

/** Libraries one page needs, found in the JavaScript of another page (or no longer recognisable on their own page). */
export function checkPageOnlyCode(weights: RouteWeight[], root = path.resolve('dist/client')): BudgetFailure[] {
  const failures: BudgetFailure[] = []
  const texts = new Map<string, string>()
  const text = (file: string) => texts.get(file) ?? texts.set(file, fs.readFileSync(onDisk(root, file), 'utf8')).get(file)!
  for (const { name, owner, markers } of pageOnlyCode) {
    const carriers = (weight: RouteWeight) => weight.files.js.filter((file) => markers.some((marker) => text(file).includes(marker)))
    const ownerWeight = weights.find((weight) => weight.route === owner)
    if (ownerWeight && carriers(ownerWeight).length === 0) {
      failures.push({
        route: owner,
        figure: name,
        message: `${owner}: none of the markers of ${name} (${markers.join(', ')}) is in its JavaScript; update pageOnlyCode in scripts/budgets/measure.ts so this check still finds ${name}`,
      })
    }
    for (const weight of weights) {
      if (weight.route === owner) continue
      const found = carriers(weight)
      if (found.length > 0) {
        failures.push({
          route: weight.route,
          figure: name,
          message: `${weight.route}: its JavaScript contains ${name}, which only ${owner} needs (in ${found.join(', ')}); import it from ${owner}'s page only`,
        })
      }
    }
  }
  return failures
}

/** A table of the figures in KiB, one row per page, then the largest figure of each column. */
export function formatTable(weights: RouteWeight[]): string {
  const columns = ['html', 'js', 'css', 'images', 'fonts', 'total'] as const
  const width = Math.max(5, ...weights.map((weight) => weight.route.length))
  const row = (label: string, cells: string[]) => [label.padEnd(width), ...cells.map((cell) => cell.padStart(8))].join('  ')
  const largest = columns.map((column) => Math.max(...weights.map((weight) => weight[column])))
  return [
    row('route', [...columns.map((column) => column.toUpperCase())]),
    row('', columns.map(() => 'KiB br')),
    ...weights.map((weight) => row(weight.route, columns.map((column) => kib(weight[column])))),
    row('largest', largest.map(kib)),
  ].join('\n')
}

export const kib = (bytes: number) => (bytes / KiB).toFixed(1)

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")
}

const siteOrigin = 'http://site.invalid'

/** Files of this site among URLs, as paths from the root, each once: data: URLs are inside the HTML already. */
function localPaths(urls: (string | undefined)[]): string[] {
  const paths = urls
    .filter((url): url is string => !!url && !url.startsWith('data:'))
    .map((url) => new URL(url, `${siteOrigin}/`))
    .filter((url) => url.origin === siteOrigin)
    .map((url) => url.pathname)
  return [...new Set(paths)]
}

/** Scripts, stylesheets, preloads and images fetched from another origin: each is a connection the page waits for. */
function thirdParty(urls: (string | undefined)[]): string[] {
  return [...new Set(urls.filter((url): url is string => !!url && /^(https?:)?\/\//i.test(url)))]
}

function onDisk(root: string, urlPath: string): string {
  const file = path.join(root, decodeURIComponent(urlPath))
  if (!file.startsWith(root) || !fs.existsSync(file)) throw new Error(`${urlPath} is linked by a page but is not in ${root}`)
  return file
}

/**
 * The modules scripts import statically, followed to the end: a browser loads those before running the page, whether
 * or not the HTML preloads them. Dynamic import() is left out: it loads only when used.
 */
function withStaticImports(root: string, scripts: string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = fs.readFileSync(onDisk(root, file), 'utf8')
    for (const match of source.matchAll(/\b(?:from|import)\s*["']([^"']+\.m?js)["']/g)) {
      if (/^(\.{1,2})?\//.test(match[1]!)) visit(new URL(match[1]!, `${siteOrigin}${file}`).pathname)
    }
  }
  scripts.forEach(visit)
  return [...seen]
}

/** The viewport the image figures are taken at: a phone, as the budgets are about the slowest visitors. */
const viewportWidth = 390

/**
 * The file each eagerly loaded image downloads at a 390 px wide viewport (1x): for a <picture> its first <source>
 * without a media query that excludes that width (AVIF, which Chromium decodes), otherwise the <img> itself; from a
 * srcset, the smallest candidate at least as wide as the slot its `sizes` gives at that width.
 */
function eagerImages(html: string): string[] {
  const chosen: string[] = []
  const pictures = /<picture\b[^>]*>([\s\S]*?)<\/picture>/gi
  const inPictures = new Set<string>()
  for (const [, inner = ''] of html.matchAll(pictures)) {
    const img = /<img\b[^>]*>/i.exec(inner)?.[0]
    if (!img) continue
    inPictures.add(img)
    if (attribute(img, 'loading')?.toLowerCase() === 'lazy') continue
    const source = (inner.match(/<source\b[^>]*>/gi) ?? []).find((tag) => mediaMatches(attribute(tag, 'media')))
    chosen.push(pick(source ?? img))
  }
  for (const img of html.match(/<img\b[^>]*>/gi) ?? []) {
    if (inPictures.has(img) || attribute(img, 'loading')?.toLowerCase() === 'lazy') continue
    chosen.push(pick(img))
  }
  return chosen.filter(Boolean)
}

function pick(tag: string): string {
  const srcset = attribute(tag, 'srcset')
  if (!srcset) return attribute(tag, 'src') ?? ''
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({ url, width: descriptor.endsWith('w') ? Number.parseFloat(descriptor) : viewportWidth }))
    .sort((a, b) => a.width - b.width)
  const slot = slotWidth(attribute(tag, 'sizes'))
  return (candidates.find((candidate) => candidate.width >= slot) ?? candidates.at(-1))?.url ?? ''
}

/** The width `sizes` gives the image at the measuring viewport: the first entry whose media condition holds. */
export function slotWidth(sizes: string | undefined, width = viewportWidth): number {
  for (const entry of (sizes ?? '100vw').split(',')) {
    const match = /^\s*(\(.*\))?\s*([\d.]+)(px|vw)\s*$/.exec(entry)
    if (!match) continue
    if (match[1] && !mediaMatches(match[1], width)) continue
    return match[3] === 'vw' ? (Number(match[2]) / 100) * width : Number(match[2])
  }
  return width
}

/** Whether a simple media query ((min-width: 640px), (max-width: 1023px), joined by "and") holds at the viewport. */
function mediaMatches(media: string | undefined, width = viewportWidth): boolean {
  if (!media) return true
  return [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  )
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
