import { textContent } from 'domutils'
import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { type HtmlDocument, type HtmlElement, all, attribute, first, parseDocument } from '../lib/html.ts'
import { categorySlugs, newsCategoryPath } from '../lib/newsCategories.ts'
import { fetchPage } from '../testing/browser/pages.ts'
import { solutionSlugs } from '../testing/specification.ts'

const content = loadSiteContent()
const { solutionsPage, newsPage, company } = content

/** An element's text as a screen reader reads it out, spaces folded. */
const textOf = (element: HtmlElement) => textContent(element).replace(/\s+/g, ' ').trim()

/** The words of each link to `href`, hidden words for screen readers included, e.g. "Read more: <title>". */
const linkWords = (document: HtmlDocument, href: string): string[] =>
  all('a[href]', document)
    .filter((link) => attribute(link, 'href') === href)
    .map(textOf)

/** Every <a> that opens a new tab must keep the other site from reaching back into ours. */
function expectSafeNewTabs(document: HtmlDocument) {
  const newTabLinks = all('a[target="_blank"]', document)
  for (const link of newTabLinks) expect(attribute(link, 'rel')).toBe('noopener noreferrer')
  return newTabLinks
}

/** The `## ` headings of a legal page's MDX body, as an editor wrote them, e.g. "1. Introduction". */
function legalHeadings(slug: string): string[] {
  const entry = content.legal.find((legal) => legal.slug === slug)!
  return entry.body
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim())
}

describe('Solutions, prerendered for readers without JavaScript', () => {
  it('/solutions shows the five cards in order, each with its words and a link to its page, and "Partner With Us"', async () => {
    const { status, html, text } = await fetchPage('/solutions')
    const document = parseDocument(html)
    expect(status).toBe(200)
    expect(text).toContain(solutionsPage.hero.heading)
    expect(content.solutions.map((entry) => entry.slug)).toEqual(solutionSlugs)
    let previous = -1
    for (const { slug, data } of content.solutions) {
      for (const words of [data.title, data.subtitle, data.description, ...data.focusAreas, data.conclusion])
        expect(text).toContain(words)
      expect(linkWords(document, `/solutions/${slug}`)).toContain(`${solutionsPage.grid.cardLink}: ${data.title}`)
      const position = text.indexOf(data.title)
      expect(position).toBeGreaterThan(previous)
      previous = position
    }
    expect(text.split(solutionsPage.grid.focusAreasLabel).length - 1).toBe(5)
    expect(text).toContain(solutionsPage.cta.button.label)
    expect(linkWords(document, '/contact')).toContain(solutionsPage.cta.button.label)
  })

  it.each(content.solutions.map((entry) => [entry.slug, entry] as const))(
    '/solutions/%s shows every section of the one layout',
    async (slug, { data }) => {
      const { status, html, text } = await fetchPage(`/solutions/${slug}`)
      const document = parseDocument(html)
      const labels = solutionsPage.solutionPage
      expect(status).toBe(200)
      const words = [
        labels.back,
        data.title,
        data.subtitle,
        data.description,
        labels.overviewHeading,
        labels.focusHeading,
        ...data.focus.flatMap((card) => [card.title, card.description]),
        labels.alignmentHeading,
        ...data.alignment.flatMap((point) => [point.title, point.description]),
        labels.roleHeading,
        data.role,
        labels.closing.button.label,
      ]
      for (const word of words) expect(text).toContain(word)
      expect(all('h1', document)).toHaveLength(1)
      expect(linkWords(document, '/solutions')).toContain(labels.back)
      expect(linkWords(document, '/contact')).toContain(labels.closing.button.label)
      for (const point of data.alignment.filter((point) => point.initiative)) {
        expect(linkWords(document, `/vision/${point.initiative}`)).toContain(`${labels.alignmentLink}: ${point.title}`)
      }
    },
  )

  it('the robotics page quotes the 25% construction automation target', async () => {
    const { text } = await fetchPage('/solutions/robotics')
    expect(text).toContain('25% construction automation by 2030')
    expect(text).toContain('Advanced Robotics for Construction')
  })

  it('an unknown solution answers 404', async () => {
    const page = await fetchPage('/solutions/unknown')
    expect(page.status).toBe(404)
    expect(page.text).toContain('404 Page Not Found')
  })
})

describe('News, prerendered for readers without JavaScript', () => {
  it('/news lists every item, newest first, with the filter starting at All', async () => {
    const { status, html, text } = await fetchPage('/news')
    const document = parseDocument(html)
    expect(status).toBe(200)
    expect(text).toContain(newsPage.hero.heading)
    expect(content.news).toHaveLength(2)
    let previous = -1
    for (const { data } of content.news) {
      for (const words of [data.category, data.title, data.snippet, data.description]) expect(text).toContain(words)
      const position = text.indexOf(data.title)
      expect(position).toBeGreaterThan(previous)
      previous = position
    }
    expect(text).toContain('208 ultra-fast')
    expect(text).toMatch(/7–9 April 2026/)
    for (const { data } of content.news) {
      expect(linkWords(document, data.url)).toEqual([
        `${newsPage.readMore}: ${data.title} ${content.navigation.newTab}`,
      ])
    }
  })

  it('the filter choices come in the order of the spec, All current, as links in a labelled navigation', async () => {
    const { html } = await fetchPage('/news')
    const nav = all('nav', parseDocument(html)).find((each) => attribute(each, 'aria-label') === newsPage.filterLabel)
    expect(nav).toBeDefined()
    const links = all('a', nav!).map((link) => [textOf(link), attribute(link, 'aria-current') ?? null])
    expect(links).toEqual([
      ['All', 'page'],
      ['Company', null],
      ['UAE & Dubai Innovation', null],
      ['Tech & Innovation', null],
      ['Others', null],
    ])
  })

  it("a category's page, where its link leads, shows only its cards; the others are hidden", async () => {
    const slugs = categorySlugs(newsPage.categories)
    for (const [index, category] of newsPage.categories.entries()) {
      const { status, html } = await fetchPage(newsCategoryPath('en', slugs[index]!))
      expect(status).toBe(200)
      const cards = all('[data-testid="news-cards"] > li', parseDocument(html))
      expect(cards.map((card) => attribute(card, 'hidden') === undefined)).toEqual(
        content.news.map(({ data }) => data.category === category),
      )
    }
  })

  it('every card image has its alt text and reserved size, and "Read more" opens the source in a new tab', async () => {
    const { html } = await fetchPage('/news')
    const document = parseDocument(html)
    const images = all('img', document).filter((image) =>
      content.news.some(({ data }) => attribute(image, 'alt') === data.imageAlt),
    )
    expect(images).toHaveLength(2)
    for (const image of images) {
      expect(attribute(image, 'width')).toMatch(/^\d+$/)
      expect(attribute(image, 'height')).toMatch(/^\d+$/)
    }
    const newTabs = expectSafeNewTabs(document)
    for (const { data } of content.news) expect(newTabs.some((link) => attribute(link, 'href') === data.url)).toBe(true)
  })
})

describe('the legal pages, prerendered for readers without JavaScript', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy', 11],
    ['/terms-of-service', 'Terms of Service', 12],
  ])(
    '%s: title, effective date, %s sections each linked from the table of contents',
    async (path, title, sectionCount) => {
      const { status, html, text } = await fetchPage(path)
      const document = parseDocument(html)
      expect(status).toBe(200)
      expect(all('h1', document).map((heading) => textContent(heading))).toContain(title)
      expect(text).toContain('Effective 09 October 2025')
      expect(text).toContain(content.legalLabels.tocHeading)
      const body = first('[data-testid="legal-body"]', document)
      expect(body).not.toBeNull()
      const sections = all('h2[id]', body!).map((heading) => attribute(heading, 'id')!)
      expect(sections).toHaveLength(sectionCount)
      const toc = first('[aria-labelledby="toc-heading"]', document)
      expect(toc).not.toBeNull()
      expect(all('a[href^="#"]', toc!).map((link) => attribute(link, 'href')!.slice(1))).toEqual(sections)
      expectSafeNewTabs(document)
    },
  )

  it('the privacy policy has the sections of the spec, in order', async () => {
    const { text } = await fetchPage('/privacy-policy')
    // The specification names each section's subject; content/legal/ words its heading.
    const subjects = [
      'introduction',
      'information',
      'use',
      'sharing',
      'retention',
      'security',
      'rights',
      'cookies',
      'external links',
      'updates',
      'contact',
    ]
    const headings = legalHeadings('privacy-policy')
    expect(headings).toHaveLength(subjects.length)
    subjects.forEach((subject, index) => {
      expect(headings[index]!.toLowerCase()).toContain(subject)
    })
    let previous = text.indexOf('Effective 09 October 2025')
    for (const heading of headings) {
      const position = text.indexOf(heading, previous)
      expect(position, heading).toBeGreaterThan(previous)
      previous = position
    }
  })

  it('the terms show the trade licence number from the company facts, and UAE law', async () => {
    const { text } = await fetchPage('/terms-of-service')
    expect(company.licenseNumber).toBe('1436380')
    expect(text).toContain('1436380')
    const headings = legalHeadings('terms-of-service')
    for (const heading of headings) expect(text).toContain(heading)
    for (const subject of [
      'acceptance',
      'company information',
      'intellectual property',
      'limitation of liability',
      'indemnification',
      'governing law',
    ]) {
      expect(
        headings.some((heading) => heading.toLowerCase().includes(subject)),
        subject,
      ).toBe(true)
    }
  })
})
