import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { contentTypes } from '../../lib/mediaTypes.ts'
import { adminSecurityHeaderValues, securityHeaderValues } from '../../lib/securityHeaders.ts'
import { buildImages, type ImageManifest } from '../images/buildImages.ts'
import { buildIllustrations, type IllustrationManifest } from '../images/illustrations.ts'
import { writeCompiledContent } from '../../lib/content/compiledContent.ts'
import { compiledSiteContent, contentChanged } from '../../lib/content/siteContent.server.ts'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import { type Locale, localePath } from '../../lib/locales.ts'
import { buildCompanyProfile } from '../profile/buildCompanyProfile.ts'
import { companyProfilePath } from '../../lib/companyProfile.ts'
import { feedAddress, siteRoutes } from '../../lib/routes.ts'
import { resolveSiteUrl } from '../../lib/siteUrl.ts'
import { type ArabicFont, buildArabicFont } from './arabicFont.ts'
import { buildShareImages } from './shareImages.ts'
import { newsFeed } from './newsFeed.ts'
import { shellsByLocale } from './shellData.ts'
import { lastChange, robotsTxt, siteIcons, sitemapXml } from './siteFiles.ts'

const shellId = 'virtual:site-shell'
const imagesId = 'virtual:image-manifest'
const fontId = 'virtual:arabic-font'
const illustrationsId = 'virtual:illustrations'

/**
 * Runs before every build and dev start: checks all of content/ (a bad file stops the build with the editor-facing
 * list of problems) and writes what it checked to dist/content/ for the steps after it and the service; makes the
 * responsive images, the company profiles (a PDF per language), the share images, the icons, the sitemap and
 * robots.txt, and provides two small modules: `virtual:site-shell` (what the header and footer show on every page) and
 * `virtual:image-manifest` (srcsets). The files it makes go into the client build's output (and are served from memory
 * in development); the slow ones (images) are kept between builds in node_modules/.cache/site.
 */
export function sitePlugin(root = process.cwd()): Plugin {
  let contents: Record<Locale, SiteContent>
  let images: ImageManifest
  let illustrations: IllustrationManifest = {}
  let font: Omit<ArabicFont, 'files'> = { css: '', fallbackCss: '' }
  /** What the build adds to the site, by file name (img/..., og/home.png, sitemap.xml ...). */
  let files = new Map<string, Uint8Array>()
  const cacheDir = path.join(root, 'node_modules/.cache/site')

  let ready: Promise<void> | undefined

  async function prepare() {
    contents = compiledSiteContent(path.join(root, 'content'))
    const { en: content } = contents
    const origin = resolveSiteUrl(content.company.website)
    const routes = Object.values(contents).flatMap((each) => siteRoutes(each))
    const logoSvg = fs.readFileSync(path.join(root, 'content/images/logo-mark.svg'), 'utf8')
    images = await buildImages(path.join(root, 'content/images'), path.join(cacheDir, 'img'))
    const made = new Map<string, Uint8Array>()
    for (const variant of Object.values(images).flatMap((image) => [...image.avif, ...image.webp])) {
      made.set(variant.url.slice(1), fs.readFileSync(path.join(cacheDir, variant.url)))
    }
    const drawn = buildIllustrations(path.join(root, 'content/images'))
    illustrations = drawn.manifest
    for (const [name, data] of drawn.files) made.set(name, data)
    for (const [name, data] of await buildShareImages(Object.values(contents), logoSvg, cacheDir)) made.set(name, data)
    for (const [name, data] of await siteIcons(logoSvg, content.company)) made.set(name, data)
    const { files: fontFiles, ...fontHead } = await buildArabicFont(arabicText(path.join(root, 'content')), cacheDir)
    for (const [name, data] of fontFiles) made.set(name, data)
    font = fontHead
    for (const each of Object.values(contents)) {
      made.set(
        companyProfilePath(each.locale).slice(1),
        await buildCompanyProfile(each, origin, path.join(root, 'content')),
      )
    }
    made.set('sitemap.xml', Buffer.from(sitemapXml(routes, origin, lastChange)))
    for (const each of Object.values(contents)) {
      const feed = newsFeed(each, origin, images, content.newsPage.categories)
      made.set(localePath(each.locale, feedAddress).slice(1), Buffer.from(feed))
    }
    made.set('robots.txt', Buffer.from(robotsTxt(origin)))
    files = made
  }

  return {
    name: 'site-content',
    async buildStart() {
      // The client and server builds share this plugin: the files are made once per build.
      ready ??= prepare()
      await ready
    },
    resolveId(id) {
      if (id === shellId || id === imagesId || id === fontId || id === illustrationsId) return `\0${id}`
    },
    load(id) {
      if (id === `\0${shellId}`) return `export default ${JSON.stringify(shellsByLocale(contents))}`
      if (id === `\0${imagesId}`) return `export default ${JSON.stringify(images)}`
      if (id === `\0${fontId}`) return `export default ${JSON.stringify(font)}`
      if (id === `\0${illustrationsId}`) return `export default ${JSON.stringify(illustrations)}`
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source })
    },
    writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return
      // The content as checked, for the steps after `vike build` and the service: none of them reads content/.
      writeCompiledContent(path.join(options.dir, '..'), contents)
      // The headers a CDN serving dist/client must send (docs/deployment.md, "Static files on a CDN"), exactly as the
      // server sends them.
      const lines = (values: Readonly<Record<string, string>>) =>
        Object.entries(values)
          .map(([name, value]) => `${name}: ${value}\n`)
          .join('')
      fs.writeFileSync(path.join(options.dir, '../security-headers.txt'), lines(securityHeaderValues()))
      // /admin and everything under it: the editors' CMS, with its own policy.
      fs.writeFileSync(path.join(options.dir, '../admin-security-headers.txt'), lines(adminSecurityHeaderValues()))
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = new URL(req.url ?? '/', 'http://dev').pathname.slice(1)
        const data = files.get(name)
        if (!data) return next()
        res.setHeader('Content-Type', contentTypes[path.extname(name)] ?? 'application/octet-stream')
        res.end(data)
      })
      // In development an edit under content/ is checked again and the page reloads with the new words.
      server.watcher.add(path.join(root, 'content'))
      server.watcher.on('all', async (_event, file) => {
        if (!file.startsWith(path.join(root, 'content'))) return
        try {
          contentChanged()
          ready = prepare()
          await ready
          for (const id of [shellId, imagesId, fontId, illustrationsId]) {
            const module = server.moduleGraph.getModuleById(`\0${id}`)
            if (module) server.moduleGraph.invalidateModule(module)
          }
          server.ws.send({ type: 'full-reload' })
        } catch (error) {
          server.config.logger.error(error instanceof Error ? error.message : String(error))
        }
      })
    },
  }
}

/** Every word of the Arabic content (content/ar/ and the company's facts), for the Arabic font's character set. */
function arabicText(contentDir: string): string {
  const read = (entry: string): string =>
    fs.statSync(entry).isDirectory()
      ? fs
          .readdirSync(entry)
          .map((name) => read(path.join(entry, name)))
          .join('\n')
      : fs.readFileSync(entry, 'utf8')
  return read(path.join(contentDir, 'ar')) + read(path.join(contentDir, 'company.yaml'))
}
