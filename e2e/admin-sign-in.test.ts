// The editors' sign-in offers what editors use: GitHub. The way into a developer's local clone ("Work with Local
// Repository", which asks for a folder on the computer) is there only where the site is started for developers, with
// CMS_LOCAL_REPOSITORY=true as `npm run cms` sets it, even at this machine's own address where the CMS would offer it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { adminEditors } from '../tooling/cms/adminPage.ts'
import type { Locale } from '../lib/locales.ts'
import { baseURL, browserForThisFile } from '../testing/browser/pages.ts'
import { startProductionServer } from '../testing/service/productionServer.ts'

const browser = browserForThisFile()

/** The CMS's own words for its sign-in buttons in each editor's interface language. */
const cmsArabic = JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/locales/ar.json', 'utf8'))
const buttons: Record<Locale, { github: RegExp; local: string }> = {
  en: { github: /Sign In with .*GitHub/, local: 'Work with Local Repository' },
  ar: {
    github: new RegExp(cmsArabic.sign_in_with_x.replace('{$service}', '.*GitHub')),
    local: cmsArabic.work_with_local_repo,
  },
}

/** Opens the sign-in of the editor of `locale` at `origin`, once its GitHub button is drawn. */
async function signInAt(page: Page, origin: string, locale: Locale) {
  await page.goto(`${origin}${adminEditors[locale].path}`)
  await page.getByRole('button', { name: buttons[locale].github }).waitFor()
}

describe('the editors’ sign-in', () => {
  it('offers GitHub alone, even at this machine’s own address, in both editors', async () => {
    expect(new URL(baseURL()).hostname).toBe('127.0.0.1')
    const context = await browser().newContext()
    context.setDefaultTimeout(120_000)
    try {
      const page = await context.newPage()
      for (const locale of ['en', 'ar'] as const) {
        await signInAt(page, baseURL(), locale)
        expect(await page.getByRole('button', { name: buttons[locale].local }).count()).toBe(0)
      }
    } finally {
      await context.close()
    }
  }, 300_000)

  it('also offers the local clone to a developer, with CMS_LOCAL_REPOSITORY=true', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-local-'))
    const server = await startProductionServer({ dataDir, env: { CMS_LOCAL_REPOSITORY: 'true' } })
    const context = await browser().newContext()
    context.setDefaultTimeout(120_000)
    try {
      const page = await context.newPage()
      for (const locale of ['en', 'ar'] as const) {
        await signInAt(page, server.origin, locale)
        await page.getByRole('button', { name: buttons[locale].local }).waitFor()
      }
    } finally {
      await context.close()
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 300_000)
})
