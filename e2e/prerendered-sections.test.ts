import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { fetchPage, visibleText } from './helpers.ts'

const content = loadSiteContent()
const { solutionsPage, newsPage, company } = content

/** The part of a legal page's HTML that holds the document body, without the site's header and footer. */
function legalBody(html: string): string {
  const start = html.indexOf('data-testid="legal-body"')
  const end = html.indexOf('<footer', start)
  expect(start).toBeGreaterThan(-1)
  expect(end).toBeGreaterThan(start)
  return html.slice(start, end)
}

/** The words of the link to `href`, hidden words for screen readers included, e.g. "Read more: <title>". */
function linkWords(html: string, href: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    .filter(([, target]) => target === href)
    .map(([, , inner]) => visibleText(inner!).replace(/ :/g, ':'))
}

/** Every <a> that opens a new tab must keep the other site from reaching back into ours. */
function expectSafeNewTabs(html: string) {
  const newTabLinks = html.match(/<a\b[^>]*target="_blank"[^>]*>/g) ?? []
  for (const link of newTabLinks) expect(link).toContain('rel="noopener noreferrer"')
  return newTabLinks
}

describe('Solutions, prerendered for readers without JavaScript', () => {
  it('/solutions shows the five cards in order, each with its words and a link to its page, and "Partner With Us"', async () => {
    const { status, html, text } = await fetchPage('/solutions')
    expect(status).toBe(200)
    expect(text).toContain(solutionsPage.hero.heading)
    expect(content.solutions.map((entry) => entry.slug)).toEqual(['robotics', 'smart-city', 'clean-energy', 'industrial', 'environmental'])
    let previous = -1
    for (const { slug, data } of content.solutions) {
      for (const words of [data.title, data.subtitle, data.description, ...data.focusAreas, data.conclusion]) expect(text).toContain(words)
      expect(linkWords(html, `/solutions/${slug}`)).toContain(`${solutionsPage.grid.cardLink}: ${data.title}`)
      const position = text.indexOf(data.title)
      expect(position).toBeGreaterThan(previous)
      previous = position
    }
    expect(text.match(new RegExp(solutionsPage.grid.focusAreasLabel, 'g'))).toHaveLength(5)
    expect(text).toContain('Partner With Us')
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>Partner With Us<\/a>/)
  })

  it.each(content.solutions.map((entry) => [entry.slug, entry] as const))('/solutions/%s shows every section of the one layout', async (slug, { data }) => {
    const { status, html, text } = await fetchPage(`/solutions/${slug}`)
    expect(status).toBe(200)
    const words = [
      solutionsPage.solutionPage.back,
      data.title,
      data.subtitle,
      data.description,
      'Overview',
      'Our Strategic Focus',
      ...data.focus.flatMap((card) => [card.title, card.description]),
      'National Alignment',
      ...data.alignment.flatMap((point) => [point.title, point.description]),
      solutionsPage.solutionPage.roleHeading,
      data.role,
      'Contact Us',
    ]
    for (const word of words) expect(text).toContain(word)
    expect(html.match(/<h1\b/g)).toHaveLength(1)
    expect(html).toContain('href="/solutions"')
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>Contact Us<\/a>/)
    for (const point of data.alignment.filter((point) => point.initiative)) {
      expect(linkWords(html, `/vision/${point.initiative}`)).toContain(`${solutionsPage.solutionPage.alignmentLink}: ${point.title}`)
    }
  })

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
      expect(linkWords(html, data.url)).toEqual([`${newsPage.readMore}: ${data.title} ${content.navigation.newTab}`])
    }
  })

  it('the filter buttons come in the order of the spec, All pressed, inside a labelled group', async () => {
    const { html } = await fetchPage('/news')
    const group = html.match(/<div role="group" aria-label="([^"]+)"[^>]*>([\s\S]*?)<\/div>/)
    expect(group?.[1]).toBe(newsPage.filterLabel)
    const buttons = [...group![2]!.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>([^<]*)<\/button>/g)].map(([, pressed, label]) => [
      visibleText(label!),
      pressed,
    ])
    expect(buttons).toEqual([
      ['All', 'true'],
      ['Company', 'false'],
      ['UAE & Dubai Innovation', 'false'],
      ['Tech & Innovation', 'false'],
      ['Others', 'false'],
    ])
  })

  it('every card image has its alt text and reserved size, and "Read more" opens the source in a new tab', async () => {
    const { html } = await fetchPage('/news')
    const images = html.match(/<img\b[^>]*>/g)!.filter((tag) => content.news.some(({ data }) => tag.includes(`alt="${data.imageAlt}"`)))
    expect(images).toHaveLength(2)
    for (const image of images) expect(image).toMatch(/width="\d+"[^>]*height="\d+"/)
    const newTabs = expectSafeNewTabs(html)
    for (const { data } of content.news) expect(newTabs.some((link) => link.includes(`href="${data.url}"`))).toBe(true)
  })
})

describe('the legal pages, prerendered for readers without JavaScript', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy', 11],
    ['/terms-of-service', 'Terms of Service', 12],
  ])('%s: title, effective date, %s sections each linked from the table of contents', async (path, title, sectionCount) => {
    const { status, html, text } = await fetchPage(path)
    expect(status).toBe(200)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
    expect(text).toContain('Effective 09 October 2025')
    expect(text).toContain(content.legalLabels.tocHeading)
    const sections = [...legalBody(html).matchAll(/<h2 id="([^"]+)">/g)].map(([, id]) => id!)
    expect(sections).toHaveLength(sectionCount)
    const toc = html.slice(html.indexOf('id="toc-heading"'), html.indexOf('data-testid="legal-body"'))
    expect([...toc.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id)).toEqual(sections)
    expectSafeNewTabs(html)
  })

  it('the privacy policy has the sections of the spec, in order', async () => {
    const { text } = await fetchPage('/privacy-policy')
    const headings = ['Introduction', 'Information We Collect', 'How We Use Your Information', 'Sharing', 'Retention', 'Security', 'Your Rights', 'Cookies', 'External Links', 'Updates', 'Contact']
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
    for (const heading of ['Acceptance', 'Company Information', 'Intellectual Property', 'Limitation of Liability', 'Indemnification', 'Governing Law']) {
      expect(text).toContain(heading)
    }
  })
})
