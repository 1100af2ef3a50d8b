import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { buildImages, type ImageManifest } from '../images/buildImages.ts'
import { loadSiteContent, type SiteContent } from '../content/loadSiteContent.ts'
import { buildCompanyProfile } from '../profile/buildCompanyProfile.ts'
import { resolveSiteUrl } from '../siteUrl.ts'
import { shellData } from './shellData.ts'

const shellId = 'virtual:site-shell'
const imagesId = 'virtual:image-manifest'

/**
 * Runs before every build and dev start: checks all of content/ (a bad file stops the build with the editor-facing
 * list of problems), makes the responsive images and the company profile PDF, and provides two small modules:
 * `virtual:site-shell` (what the header and footer show on every page) and `virtual:image-manifest` (srcsets).
 */
export function sitePlugin(root = process.cwd()): Plugin {
  let content: SiteContent
  let images: ImageManifest
  const publicDir = path.join(root, 'public')

  async function prepare() {
    content = loadSiteContent(path.join(root, 'content'))
    images = await buildImages(path.join(root, 'content/images'), path.join(publicDir, 'img'))
    const profile = await buildCompanyProfile(content, resolveSiteUrl(content.company.website))
    writeIfChanged(path.join(publicDir, 'company-profile.pdf'), profile)
  }

  return {
    name: 'site-content',
    async buildStart() {
      await prepare()
    },
    resolveId(id) {
      if (id === shellId || id === imagesId) return `\0${id}`
    },
    load(id) {
      if (id === `\0${shellId}`) return `export default ${JSON.stringify(shellData(content))}`
      if (id === `\0${imagesId}`) return `export default ${JSON.stringify(images)}`
    },
    configureServer(server) {
      // In development an edit under content/ is checked again and the page reloads with the new words.
      server.watcher.add(path.join(root, 'content'))
      server.watcher.on('all', async (_event, file) => {
        if (!file.startsWith(path.join(root, 'content'))) return
        try {
          await prepare()
          for (const id of [shellId, imagesId]) {
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

function writeIfChanged(file: string, data: Uint8Array): void {
  if (fs.existsSync(file) && Buffer.from(data).equals(fs.readFileSync(file))) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, data)
}
