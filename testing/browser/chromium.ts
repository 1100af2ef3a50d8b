import fs from 'node:fs'
import { type Browser, chromium } from 'playwright-core'
import { needsIntegration } from '../testKit.ts'

/** Debian's Chromium; CHROMIUM_PATH points elsewhere on other machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** How Chromium is started everywhere here (tests, screenshots, Lighthouse). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Starts headless Chromium. Playwright gives every launch a fresh, empty profile directory of its own (it refuses a
 * --user-data-dir flag). The other flags keep Chromium from reaching for Google's services, which this machine's
 * closed network would refuse many times over.
 */
export async function launchBrowser(): Promise<Browser> {
  needsIntegration('starts Chromium')
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    )
  }
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
}
