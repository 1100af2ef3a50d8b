import { textContent } from 'domutils'
import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { companyProfileFileName, companyProfilePath } from '../lib/companyProfile.ts'
import { all, attribute, parseDocument } from '../lib/html.ts'
import { localePath, locales } from '../lib/locales.ts'
import { baseURL, fetchPage } from '../testing/browser/pages.ts'

const content = loadSiteContent()
const { home, about, leadership, company, navigation, notFound } = content
const positions = (people: typeof content.team) => people.map((person) => person.data.position)
const leaders = content.team
  .filter((person) => person.data.leadershipOrder)
  .sort((a, b) => a.data.leadershipOrder! - b.data.leadershipOrder!)

describe('prerendered HTML holds every word of the page, for readers without JavaScript', () => {
  it.each([
    {
      path: '/',
      words: [
        home.hero.label,
        home.hero.heading,
        home.hero.text,
        home.hero.primary.label,
        home.hero.secondary.label,
        home.solutions.heading,
        ...home.solutions.cards.map((card) => card.title),
        home.solutions.readMore,
        home.cta.heading,
        home.cta.button.label,
      ],
    },
    {
      path: '/about',
      words: [
        about.hero.heading,
        ...about.about.paragraphs,
        about.visionMission.heading,
        about.promise.text,
        ...about.pillars.items.map((pillar) => pillar.title),
        ...about.values.items.map((value) => value.title),
        ...positions(content.team),
        company.legalName,
        company.licenseNumber,
        about.cta.email,
        about.cta.profile,
      ],
    },
    { path: '/team', words: [leadership.heading, leadership.intro, ...positions(leaders), leadership.profileButton] },
  ])('$path', async ({ path, words }) => {
    const page = await fetchPage(path)
    expect(page.status).toBe(200)
    for (const word of words) expect(page.text).toContain(word)
  })

  it('every page carries the header and footer', async () => {
    const { text } = await fetchPage('/team')
    expect(navigation).toMatchObject({
      home: 'Home',
      about: 'About',
      vision: 'National Vision Alignment',
      solutions: 'Our Solutions',
      news: 'News',
      contact: 'Contact',
      footer: {
        team: 'Our Team',
        rights: 'All rights reserved.',
      },
    })
    expect(company.copyrightYear).toBe(2025)
    // The footer links to each legal page by its title.
    expect(content.legal.map(({ data }) => data.title)).toEqual(
      expect.arrayContaining(['Privacy Policy', 'Terms of Service']),
    )
    const { footer } = navigation
    for (const label of [
      navigation.home,
      navigation.about,
      navigation.vision,
      navigation.solutions,
      navigation.news,
      navigation.contact,
    ]) {
      expect(text).toContain(label)
    }
    for (const label of [footer.team, ...content.legal.map(({ data }) => data.title), footer.rights])
      expect(text).toContain(label)
    expect(text).toContain(`© ${company.copyrightYear} ${company.legalName} ${footer.rights}`)
  })

  it.each(['/no-such-page', '/vision/unknown', '/solutions/unknown/deeper'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const page = await fetchPage(path)
      expect(page.status).toBe(404)
      expect(page.text).toContain(notFound.title)
      expect(page.text).toContain(notFound.text)
      const robots = all('meta[name="robots"]', parseDocument(page.html)).map((meta) => attribute(meta, 'content'))
      expect(robots).toContain('noindex')
    },
  )

  it.each(locales)(
    'the About page in %s links "Download Company Profile" to the profile in its own language, a real PDF',
    async (locale) => {
      const words = loadSiteContent(undefined, locale).about.cta.profile
      const page = await fetchPage(localePath(locale, '/about'))
      const links = all('a[download]', parseDocument(page.html)).filter((link) => textContent(link).includes(words))
      expect(
        links.map((link) => [attribute(link, 'href'), attribute(link, 'download'), attribute(link, 'hreflang')]),
      ).toEqual([[companyProfilePath(locale), companyProfileFileName(locale), locale]])
      const response = await fetch(`${baseURL()}${companyProfilePath(locale)}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      expect(bytes.subarray(-6).toString()).toContain('%%EOF')
      // The document's language, as its catalog states it for screen readers.
      expect(bytes.toString('latin1')).toContain(`/Lang (${locale}-AE)`)
    },
  )
})
