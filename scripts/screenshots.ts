// `npm run screenshots -- [base URL] [path ...]`: full-page PNGs of pages at small-phone (320 px), phone (390 px),
// tablet (768 px), desktop (1280 px) and wide (1920 px) widths in screenshots/ (SCREENSHOT_WIDTHS=390,1280 for fewer), for looking at the site as a visitor does. Without a base URL it builds
// when needed and serves the production build itself; without paths it takes every built page (each not-found page as
// /does-not-exist under its language).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launchBrowser } from '../testing/browser/chromium.ts'
import { goToSettled } from '../testing/browser/settle.ts'
import { builtPages } from '../tooling/postbuild/builtPages.ts'
// @ts-expect-error: a plain JavaScript module shared with `npm start`
import { ensureBuilt } from '../tooling/run/ensure-built.mjs'
import { type ProductionServer, startProductionServer } from '../testing/service/productionServer.ts'

const args = process.argv.slice(2)
const given = /^https?:\/\//i.test(args[0] ?? '') ? args.shift() : undefined
let server: ProductionServer | undefined
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-'))
try {
  if (!given) {
    ensureBuilt()
    server = await startProductionServer({ dataDir })
  }
  const base = given ?? server!.origin
  const routes =
    args.length > 0 ? args : builtPages(path.resolve('dist/client')).map((page) => page.missingPath ?? page.route)
  await capture(base, routes)
} finally {
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

async function capture(base: string, routes: string[]) {
  fs.mkdirSync('screenshots', { recursive: true })
  const browser = await launchBrowser()
  try {
    const widths = (process.env.SCREENSHOT_WIDTHS ?? '320,390,768,1280,1920').split(',').map(Number)
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      for (const route of routes) {
        await goToSettled(page, base + route)
        // Let scroll-reveal sections appear, as they would for a visitor scrolling down.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 60))
          }
          window.scrollTo(0, 0)
          await new Promise((resolve) => setTimeout(resolve, 800))
        })
        const name = `screenshots/${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}.png`
        await page.screenshot({ path: name, fullPage: true })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        console.log(`${name}${overflow > 0 ? `  (overflows by ${overflow}px)` : ''}`)
      }
      await page.close()
    }
  } finally {
    await browser.close()
  }
}
