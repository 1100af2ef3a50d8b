// `npm run screenshots -- [base URL] [path ...]`: full-page PNGs of pages at phone (390 px) and desktop (1280 px)
// widths in screenshots/, for looking at the site as a visitor does. Start the site first (npm start).
import fs from 'node:fs'
import { launchBrowser } from '../e2e/browser.ts'

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const routes = paths.length > 0 ? paths : ['/', '/about', '/team', '/does-not-exist']
fs.mkdirSync('screenshots', { recursive: true })
const browser = await launchBrowser()
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' })
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
await browser.close()
