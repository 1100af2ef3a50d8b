import { textContent } from 'domutils'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { type HtmlDocument, all, attribute, first, parseDocument } from '../lib/html.ts'
import { launchBrowser } from '../testing/browser/chromium.ts'
import { dropdownToggle } from '../testing/browser/headerMenus.ts'
import { baseURL, fetchPage, visit } from '../testing/browser/pages.ts'
import { withComponentClassNames } from '../testing/service/builtSite.ts'
import { initiatives } from '../testing/specification.ts'

const content = loadSiteContent()
const labels = content.vision.initiativePage

const linksTo = (document: HtmlDocument, href: string) =>
  all('a[href]', document).filter((link) => attribute(link, 'href') === href)
/** The words of each link to `href`, hidden words for screen readers included, e.g. "Learn More: <title>". */
const linkWords = (document: HtmlDocument, href: string): string[] =>
  linksTo(document, href).map((link) => textContent(link).replace(/\s+/g, ' ').trim())

describe('the eleven initiative pages, prerendered', () => {
  it.each(initiatives)('/vision/$slug', async ({ slug, subtitle, cards, listed, figures }) => {
    const { status, html, text } = await fetchPage(`/vision/${slug}`)
    // With the class names the components write (the build sends shorter ones): the body is the .prose block.
    const document = parseDocument(withComponentClassNames(html))
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
      labels.closing.heading,
      labels.closing.button.label,
      ...figures,
    ]) {
      expect(text.toLowerCase()).toContain(words.toLowerCase())
    }
    expect(all('ul[data-testid="alignment-cards"] > li', document)).toHaveLength(cards)
    // The specification counts the first list of "The National Vision", which is the initiative's MDX body.
    const body = first('div.prose', document)
    const firstList = body && first('ul, ol', body)
    expect(firstList && all(':scope > li', firstList)).toHaveLength(listed)
    const learnMore = linksTo(document, entry.data.learnMoreUrl).map((link) => [
      attribute(link, 'target'),
      attribute(link, 'rel'),
    ])
    expect(learnMore).toContainEqual(['_blank', 'noopener noreferrer'])
    expect(linkWords(document, '/contact')).toContain(labels.closing.button.label)
  })

  it('the Metaverse page names its five pillars and five alignment cards', async () => {
    const { text } = await fetchPage('/vision/dubai-metaverse-2030')
    for (const pillar of [
      'Infrastructure and regulation',
      'Talent and innovation',
      'Research and development',
      'Safe and inclusive platforms',
      'Government and private collaboration',
    ]) {
      expect(text).toContain(pillar)
    }
    const cards = content.initiatives.at(-1)!.data.alignment.cards.map((card) => card.title.toLowerCase())
    expect(cards).toEqual([
      expect.stringContaining('digital twin'),
      expect.stringMatching(/extended.reality|xr/),
      expect.stringContaining('connected infrastructure'),
      expect.stringContaining('research'),
      expect.stringMatching(/ethical/),
    ])
    expect(content.initiatives.at(-1)!.data.learnMoreUrl).toMatch(/^https:\/\/www\.mediaoffice\.ae\//)
  })
})

describe('/vision', () => {
  it('lists the eleven initiatives in order, each with its description and link, then Partner With Us', async () => {
    const { html, text } = await fetchPage('/vision')
    const document = parseDocument(html)
    const { grid, cta } = content.vision
    expect(content.initiatives).toHaveLength(11)
    expect(cta.button.label).toBe('Partner With Us')
    let last = -1
    for (const { slug, data } of content.initiatives) {
      const at = text.indexOf(data.title)
      expect(at).toBeGreaterThan(last)
      last = at
      expect(text).toContain(data.summary)
      expect(linkWords(document, `/vision/${slug}`)).toContain(`${grid.cardLink}: ${data.title}`)
    }
    expect(text).toContain(cta.button.label)
    expect(linkWords(document, '/contact')).toContain(cta.button.label)
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
    await visit(page, '/')
    await dropdownToggle(page, content.navigation.vision).click()
    await page.getByRole('link', { name: 'Dubai Metaverse Strategy 2030' }).click()
    await page.getByRole('heading', { level: 1, name: 'Dubai Metaverse Strategy 2030' }).waitFor()
    await page.getByRole('link', { name: labels.back }).click()
    await page.waitForURL(`${baseURL()}/vision`)
    await page.getByRole('heading', { level: 1, name: content.vision.hero.heading }).waitFor()
    await page
      .getByRole('link', { name: new RegExp(`^${content.vision.grid.cardLink}\\s*:\\s*UAE Vision 2031$`) })
      .click()
    await page.getByRole('heading', { level: 1, name: 'UAE Vision 2031' }).waitFor()
    const learnMore = page.getByRole('link', { name: new RegExp(`^${labels.learnMore}`) })
    expect(await learnMore.getAttribute('target')).toBe('_blank')
    await page.close()
  })
})
