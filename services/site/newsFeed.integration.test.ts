// The news feeds as built, read by a real feed parser (htmlparser2's, the one domutils' getFeed drives), and as the
// service sends them: the content type feed readers expect, and the addresses they guess leading to them.
import fs from 'node:fs'
import path from 'node:path'
import { getElementsByTagName } from 'domutils'
import { parseDocument, parseFeed } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { localePath, locales } from '../../lib/locales.ts'
import { categorySlugs, newsCategoryPath } from '../../lib/newsCategories.ts'
import { feedAddress, feedAliases } from '../../lib/routes.ts'
import { resolveSiteUrl } from '../../lib/siteUrl.ts'
import { staticSite } from './staticSite.ts'
import { ensureBuilt } from '../../testing/service/builtSite.ts'
import { cleanUp, startContact, tempDir } from '../../testing/service/serviceFixtures.ts'

const siteRoot = path.resolve('dist/client')
const contents = loadEveryLanguage()
const origin = resolveSiteUrl(contents.en.company.website)
const slugs = categorySlugs(contents.en.newsPage.categories)
let url: string

beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which the build would inherit and turn into a development build of React.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    ensureBuilt()
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  url = (
    await startContact({ contactLog: path.join(await tempDir(), 'enquiries.jsonl') }, { site: staticSite(siteRoot) })
  ).url
}, 10 * 60_000)

afterAll(cleanUp)

const builtFeed = (locale: (typeof locales)[number]) =>
  fs.readFileSync(path.join(siteRoot, localePath(locale, feedAddress).slice(1)), 'utf8')

describe.each(locales)('the news feed in %s', (locale) => {
  const content = contents[locale]

  it('is an Atom feed a feed parser reads, of the News page, with every news item newest first', () => {
    const feed = parseFeed(builtFeed(locale), { xmlMode: true })
    expect(feed?.type).toBe('atom')
    expect(feed?.title).toBe(`${content.navigation.news} | ${content.company.name}`)
    expect(feed?.description).toBe(content.newsPage.seoDescription)
    expect(feed?.link).toBe(`${origin}${localePath(locale, '/news')}`)
    expect(feed?.items.map((item) => item.title)).toEqual(content.news.map(({ data }) => data.title))
    for (const [index, { data }] of content.news.entries()) {
      const item = feed!.items[index]!
      expect(item.link).toBe(data.url)
      expect(item.description).toBe(data.snippet)
      expect(item.pubDate?.toISOString().slice(0, 10)).toBe(
        new Date(`${data.date}T00:00:00+04:00`).toISOString().slice(0, 10),
      )
      expect(item.media).toEqual([
        expect.objectContaining({
          medium: 'image',
          url: expect.stringMatching(new RegExp(`^${origin}/img/.+\\.webp$`)),
        }),
      ])
    }
    // The newest item's date is the feed's.
    expect(feed?.updated?.getTime()).toBe(Math.max(...(feed?.items ?? []).map((item) => item.pubDate!.getTime())))
  })

  it("gives each item its category, with the address of that category's page, and its picture's description", () => {
    const document = parseDocument(builtFeed(locale), { xmlMode: true })
    const entries = getElementsByTagName('entry', document)
    expect(entries).toHaveLength(content.news.length)
    for (const [index, { data }] of content.news.entries()) {
      const entry = entries[index]!
      expect(getElementsByTagName('category', entry).map((category) => category.attribs.term)).toEqual([data.category])
      const slug = slugs[content.newsPage.categories.indexOf(data.category)]!
      const related = getElementsByTagName('link', entry).find((link) => link.attribs.rel === 'related')
      expect(related?.attribs.href).toBe(`${origin}${newsCategoryPath(locale, slug)}`)
      const picture = getElementsByTagName('media:description', entry)[0]
      expect(picture?.children.map((child) => ('data' in child ? child.data : '')).join('')).toBe(data.imageAlt)
    }
  })

  it('is sent as Atom, and announced in the head of the home and News pages', async () => {
    const response = await fetch(`${url}${localePath(locale, feedAddress)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect(await response.text()).toBe(builtFeed(locale))
    for (const page of [localePath(locale, '/'), localePath(locale, '/news')]) {
      const html = await (await fetch(`${url}${page}`)).text()
      const links = getElementsByTagName('link', parseDocument(html)).filter(
        (link) => link.attribs.type === 'application/atom+xml',
      )
      expect(
        links.map((link) => [link.attribs.rel, link.attribs.href]),
        page,
      ).toEqual([['alternate', `${origin}${localePath(locale, feedAddress)}`]])
    }
  })

  it.each(feedAliases)('answers %s, where feed readers look, with a permanent redirect to it', async (alias) => {
    const response = await fetch(`${url}${localePath(locale, alias)}`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(localePath(locale, feedAddress))
  })
})
