import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { launchBrowser } from './browser.ts'
import { dropdownToggle } from './header.ts'
import { baseURL, fetchPage } from './helpers.ts'

const content = loadSiteContent()
const labels = content.vision.initiativePage

// The specification's table: subtitle, number of alignment cards, the listed items of "The National Vision" and the
// figures each page must quote.
const initiatives = [
  { slug: 'uae-centennial-2071', subtitle: 'Building the Future of Innovation', cards: 4, listed: 4, figures: [] },
  { slug: 'net-zero-2050', subtitle: 'A Carbon-Neutral Nation', cards: 4, listed: 5, figures: [] },
  { slug: 'dubai-clean-energy-2050', subtitle: 'Making Dubai a Global Hub for Green Innovation', cards: 4, listed: 5, figures: ['75%'] },
  { slug: 'dubai-urban-master-plan-2040', subtitle: "The World's Best City to Live In", cards: 5, listed: 5, figures: [] },
  { slug: 'uae-vision-2031', subtitle: 'A Global Hub for Innovation and Technology', cards: 4, listed: 4, figures: ['Forward Society', 'Forward Economy', 'Forward Diplomacy', 'Forward Ecosystem'] },
  { slug: 'dubai-robotics-2032', subtitle: 'Building a Smarter, More Automated Economy', cards: 5, listed: 5, figures: ['200,000', '25%'] },
  { slug: 'dubai-d33', subtitle: 'Doubling the Future Economy', cards: 5, listed: 5, figures: ['January 2023', 'doubl'] },
  { slug: 'uae-ai-2031', subtitle: 'Leading the World in Smart Innovation', cards: 5, listed: 8, figures: [] },
  { slug: 'dubai-autonomous-transport-2030', subtitle: 'Driving the Future of Smart Mobility', cards: 5, listed: 4, figures: ['25%'] },
  { slug: 'operation-300bn', subtitle: "Advancing the UAE's Industrial Future", cards: 5, listed: 4, figures: ['300'] },
  { slug: 'dubai-metaverse-2030', subtitle: 'Building the Digital Frontier of Tomorrow', cards: 5, listed: 5, figures: ['top-10', 'over 1,000'] },
]

describe('the eleven initiative pages, prerendered', () => {
  it.each(initiatives)('/vision/$slug', async ({ slug, subtitle, cards, listed, figures }) => {
    const { status, html, text } = await fetchPage(`/vision/${slug}`)
    expect(status).toBe(200)
    const entry = content.initiatives.find((initiative) => initiative.slug === slug)!
    for (const words of [
      labels.back,
      labels.badge,
      entry.data.title,
      subtitle,
      labels.learnMore,
      labels.visionHeading,
      entry.data.alignment.heading,
      labels.commitmentHeading,
      entry.data.commitment,
      'Partner With Us on This Journey',
      'Get in Touch',
      ...figures,
    ]) {
      expect(text.toLowerCase()).toContain(words.toLowerCase())
    }
    const cardList = html.match(/<ul data-testid="alignment-cards"[\s\S]*?<\/ul>/)?.[0] ?? ''
    expect(cardList.match(/<li/g)).toHaveLength(cards)
    const body = html.match(/<div class="prose[\s\S]*?<\/div>/)?.[0] ?? ''
    const firstList = body.match(/<(ul|ol)>[\s\S]*?<\/\1>/)?.[0] ?? ''
    expect(firstList.match(/<li>/g)).toHaveLength(listed)
    expect(html).toMatch(new RegExp(`<a href="${entry.data.learnMoreUrl.replace(/[.?]/g, '\\$&')}" target="_blank" rel="noopener noreferrer"`))
    expect(html).toContain('<a href="/contact"')
  })

  it('the Metaverse page names its five pillars and five alignment cards', async () => {
    const { text } = await fetchPage('/vision/dubai-metaverse-2030')
    for (const pillar of ['Infrastructure and regulation', 'Talent and innovation', 'Research and development', 'Safe and inclusive platforms', 'Government and private collaboration']) {
      expect(text).toContain(pillar)
    }
    const cards = content.initiatives.at(-1)!.data.alignment.cards.map((card) => card.title.toLowerCase())
    expect(cards).toEqual([expect.stringContaining('digital twin'), expect.stringMatching(/extended.reality|xr/), expect.stringContaining('connected infrastructure'), expect.stringContaining('research'), expect.stringMatching(/ethical/)])
    expect(content.initiatives.at(-1)!.data.learnMoreUrl).toMatch(/^https:\/\/www\.mediaoffice\.ae\//)
  })
})

describe('/vision', () => {
  it('lists the eleven initiatives in order, each with its description and link, then Partner With Us', async () => {
    const { html, text } = await fetchPage('/vision')
    let last = -1
    for (const { slug, data } of content.initiatives) {
      const at = text.indexOf(data.title)
      expect(at).toBeGreaterThan(last)
      last = at
      expect(text).toContain(data.summary)
      expect(html).toContain(`href="/vision/${slug}"`)
    }
    expect(text).toContain('Partner With Us')
    expect(html).toMatch(/<a href="\/contact"[^>]*>Partner With Us<\/a>/)
  })
})

describe('in the browser', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('a visitor reaches an initiative from the menu and returns with the back link', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' })
    await dropdownToggle(page, content.navigation.vision).click()
    await page.getByRole('link', { name: 'Dubai Metaverse Strategy 2030' }).click()
    await page.getByRole('heading', { level: 1, name: 'Dubai Metaverse Strategy 2030' }).waitFor()
    await page.getByRole('link', { name: labels.back }).click()
    await page.waitForURL(`${baseURL()}/vision`)
    await page.getByRole('heading', { level: 1, name: content.vision.hero.heading }).waitFor()
    await page.getByRole('link', { name: new RegExp(`^${content.vision.grid.cardLink}\\s*:\\s*UAE Vision 2031$`) }).click()
    await page.getByRole('heading', { level: 1, name: 'UAE Vision 2031' }).waitFor()
    const learnMore = page.getByRole('link', { name: new RegExp(`^${labels.learnMore}`) })
    expect(await learnMore.getAttribute('target')).toBe('_blank')
    await page.close()
  })
})
