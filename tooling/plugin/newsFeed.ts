import { escapeUTF8 } from 'entities'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import type { ImageManifest } from '../../lib/images.ts'
import { localePath } from '../../lib/locales.ts'
import { categorySlugs, newsCategoryPath } from '../../lib/newsCategories.ts'
import { feedAddress, pathOf } from '../../lib/routes.ts'

const xml = escapeUTF8

/** A news date (2025-10-14) as Atom's date-time: the day's start in Dubai, where the company dates its news. */
const dateTime = (date: string) => `${date}T00:00:00+04:00`

/**
 * The Atom feed of one language's news, newest first, as the News page lists them: each entry's title, teaser as its
 * summary, summary paragraph as its content, date, category (with the address of its category's page), picture (Media
 * RSS, as feed readers show a picture) and the original article it links to, like the card's "Read more". Every
 * address is absolute, from the site's origin. `englishCategories` makes the category pages' addresses, which are
 * the same in every language.
 */
export function newsFeed(
  content: SiteContent,
  origin: string,
  images: ImageManifest,
  englishCategories: string[],
): string {
  const { locale, newsPage, company, navigation } = content
  const slugs = categorySlugs(englishCategories)
  const newsUrl = `${origin}${localePath(locale, pathOf('news'))}`
  const feedUrl = `${origin}${localePath(locale, feedAddress)}`
  const host = new URL(origin).hostname
  const updated = content.news
    .map(({ data }) => data.date)
    .sort()
    .at(-1)
  const entries = content.news.map(({ slug, data }) => {
    const picture = images[data.image]
    const largest = picture?.webp.at(-1)
    const categoryUrl = `${origin}${newsCategoryPath(locale, slugs[newsPage.categories.indexOf(data.category)]!)}`
    return [
      '  <entry>',
      // A tag URI: the same entry whatever its title or address later become (RFC 4151).
      `    <id>tag:${host},${data.date}:${localePath(locale, `/news/${slug}`)}</id>`,
      `    <title type="text">${xml(data.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(data.url)}"/>`,
      `    <published>${dateTime(data.date)}</published>`,
      `    <updated>${dateTime(data.date)}</updated>`,
      `    <category term="${xml(data.category)}" scheme="${xml(`${origin}${localePath(locale, pathOf('news'))}`)}" label="${xml(data.category)}"/>`,
      `    <link rel="related" type="text/html" href="${xml(categoryUrl)}" title="${xml(data.category)}"/>`,
      `    <summary type="text">${xml(data.snippet)}</summary>`,
      `    <content type="text">${xml(data.description)}</content>`,
      ...(largest && picture
        ? [
            `    <link rel="enclosure" type="image/webp" href="${xml(origin + largest.url)}"/>`,
            `    <media:content url="${xml(origin + largest.url)}" type="image/webp" medium="image" width="${largest.width}" height="${Math.round((picture.height * largest.width) / picture.width)}">`,
            `      <media:description type="plain">${xml(data.imageAlt)}</media:description>`,
            '    </media:content>',
          ]
        : []),
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="${locale}">`,
    `  <id>${xml(feedUrl)}</id>`,
    `  <title type="text">${xml(`${navigation.news} | ${company.name}`)}</title>`,
    `  <subtitle type="text">${xml(newsPage.seoDescription)}</subtitle>`,
    // The page first: a reader that takes the feed's first link as the site's finds the News page.
    `  <link rel="alternate" type="text/html" href="${xml(newsUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(feedUrl)}"/>`,
    `  <updated>${dateTime(updated ?? '2000-01-01')}</updated>`,
    `  <author><name>${xml(company.name)}</name><uri>${xml(`${origin}${localePath(locale, '/')}`)}</uri></author>`,
    `  <icon>${xml(`${origin}/icon-192.png`)}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
