// When a page of the site has finished what it does on opening, for the browser tests and the scripts that take
// pictures of pages.
import type { Page, Request, Response } from 'playwright-core'

interface Followed {
  /** The requests the page has started and not yet finished. */
  requests: Set<Request>
  /** When one last started or ended. */
  lastChange: number
}
const followedPages = new WeakMap<Page, Followed>()

/** The requests of `page`, followed from the first call on. */
function follow(page: Page): Followed {
  const known = followedPages.get(page)
  if (known) return known
  const followed: Followed = { requests: new Set(), lastChange: Date.now() }
  const change = (request: Request, started: boolean) => {
    if (started) followed.requests.add(request)
    else followed.requests.delete(request)
    followed.lastChange = Date.now()
  }
  page.on('request', (request) => change(request, true))
  page.on('requestfinished', (request) => change(request, false))
  page.on('requestfailed', (request) => change(request, false))
  followedPages.set(page, followed)
  return followed
}

/** How long the network must stay quiet: from a file's arrival to the requests of the modules it imports is ~1 ms. */
const quietMs = 100

/**
 * Waits, on a page that has loaded, for what it does after its load: when its scripts run, the loader adds every
 * file the page lists (its script, the fonts to prefetch), and those and the modules they import arrive. Then the
 * network has to stay quiet for a tenth of a second. Playwright's 'networkidle' waits for half a second of quiet after
 * every load, which over the hundreds of loads of the browser tests was minutes of waiting for nothing.
 */
export async function settle(page: Page): Promise<void> {
  const followed = follow(page)
  // Whether the page's scripts run: <noscript> holds markup only when they do not.
  const scripting = await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.innerHTML = '<noscript><i></i></noscript>'
    return probe.querySelector('i') === null
  })
  if (scripting)
    await page.waitForFunction(() => {
      const list = document.querySelector('script[data-after-load]')
      const files: string[] = list ? JSON.parse(list.textContent ?? '[]') : []
      return files.every((file) =>
        document.head.querySelector(`[src="${CSS.escape(file)}"], [href="${CSS.escape(file)}"]`),
      )
    })
  // Scripts (scripts/preview-changes.ts) settle pages too, outside Vitest: the wait is the page's own, not vi.waitFor.
  const deadline = Date.now() + 15_000
  while (followed.requests.size > 0 || Date.now() - followed.lastChange < quietMs) {
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after 15000 ms waiting for ${page.url()} to settle after its load, still fetching ${[...followed.requests].map((request) => request.url()).join(', ')}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Goes to `address` in `page` and waits until it has loaded and settled; answers the response, as `page.goto` does. */
export async function goToSettled(
  page: Page,
  address: string,
  options: { referer?: string } = {},
): Promise<Response | null> {
  follow(page).requests.clear()
  const response = await page.goto(address, { waitUntil: 'load', ...options })
  await settle(page)
  return response
}
