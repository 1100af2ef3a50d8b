import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { buildImages, type ImageManifest } from '../images/buildImages.ts'
import { loadSiteContent, type SiteContent } from '../content/loadSiteContent.ts'
import { buildCompanyProfile } from '../profile/buildCompanyProfile.ts'
import { resolveSiteUrl } from '../siteUrl.ts'
import { sitePages } from '../seo/sitePages.ts'
import { buildShareImages } from './shareImages.ts'
import { iconDrawings, iconSprite } from './iconSprite.ts'
import { shellData } from './shellData.ts'
import { lastChange, robotsTxt, sitemapXml, writeIcons } from './siteFiles.ts'

const shellId = 'virtual:site-shell'
const imagesId = 'virtual:image-manifest'
const drawingsId = 'virtual:icon-drawings'

/**
 * Runs before every build and dev start: checks all of content/ (a bad file stops the build with the editor-facing
 * list of problems), makes the responsive images, the company profile PDF, the share images, the icons, the
 * sitemap and robots.txt (everything in public/ is made here), and provides three small modules:
 * `virtual:site-shell` (what the header and footer show on every page), `virtual:image-manifest` (srcsets) and
 * `virtual:icon-drawings` (the icons' shapes, for prerendering).
 */
export function sitePlugin(root = process.cwd()): Plugin {
  let content: SiteContent
  let images: ImageManifest
  let iconSpriteUrl: string
  let drawings: ReturnType<typeof iconDrawings>
  const publicDir = path.join(root, 'public')

  let ready: Promise<void> | undefined

  async function prepare() {
    content = loadSiteContent(path.join(root, 'content'))
    const origin = resolveSiteUrl(content.company.website)
    const pages = sitePages(content)
    const logoSvg = fs.readFileSync(path.join(root, 'content/images/logo-mark.svg'), 'utf8')
    images = await buildImages(path.join(root, 'content/images'), path.join(publicDir, 'img'))
    drawings = iconDrawings()
    iconSpriteUrl = writeHashed(publicDir, 'img/icons', '.svg', iconSprite(drawings))
    writeIfChanged(path.join(publicDir, 'company-profile.pdf'), await buildCompanyProfile(content, origin))
    await buildShareImages(pages, content.company, logoSvg, publicDir, path.join(root, 'node_modules/.cache/site'))
    await writeIcons(logoSvg, content.company, publicDir)
    writeIfChanged(path.join(publicDir, 'sitemap.xml'), Buffer.from(sitemapXml(pages, origin, lastChange)))
    writeIfChanged(path.join(publicDir, 'robots.txt'), Buffer.from(robotsTxt(origin)))
  }

  return {
    name: 'site-content',
    async buildStart() {
      // The client and server builds share this plugin: the files are made once per build.
      ready ??= prepare()
      await ready
    },
    resolveId(id) {
      if (id === shellId || id === imagesId || id === drawingsId) return `\0${id}`
    },
    load(id, options) {
      // The drawings are for prerendering only: in the browser an icon comes from the sprite (components/ui/Icon.tsx).
      if (id === `\0${drawingsId}`) return `export default ${options?.ssr ? JSON.stringify(drawings) : '{}'}`
      if (id === `\0${shellId}`) return `export default ${JSON.stringify(shellData(content, { iconSprite: iconSpriteUrl }))}`
      if (id === `\0${imagesId}`) return `export default ${JSON.stringify(images)}`
    },
    configureServer(server) {
      // In development an edit under content/ is checked again and the page reloads with the new words.
      server.watcher.add(path.join(root, 'content'))
      server.watcher.on('all', async (_event, file) => {
        if (!file.startsWith(path.join(root, 'content'))) return
        try {
          ready = prepare()
          await ready
          for (const id of [shellId, imagesId, drawingsId]) {
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

/** Writes `public/<name>.<hash><extension>`, a name that changes with the content so it can be cached forever. */
function writeHashed(publicDir: string, name: string, extension: string, text: string): string {
  const file = `${name}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}${extension}`
  writeIfChanged(path.join(publicDir, file), Buffer.from(text))
  return `/${file}`
}

function writeIfChanged(file: string, data: Uint8Array): void {
  if (fs.existsSync(file) && Buffer.from(data).equals(fs.readFileSync(file))) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, data)
}
