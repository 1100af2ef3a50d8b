import type { NewsPage } from './content/schemas/newsPage.ts'
import { type Locale, localePath } from './locales.ts'
import { pathOf } from './routes.ts'

/**
 * The News page showing one category has an address of its own, so the filter works as plain links without
 * JavaScript (the page is prerendered once per category) and a choice can be shared or bookmarked. The address is
 * written from the English name of the category at the same place in the list, so /ar/news/category/company is
 * /news/category/company in Arabic and the language switch keeps the choice.
 */
export const newsCategoryAddress = `${pathOf('news')}/category/@category`

/** A category's part of the address: "UAE & Dubai Innovation" is uae-and-dubai-innovation. */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The address part of every category, in the order of content/news.yaml's English list. Two names that make the same
 * address, or a name with nothing in Latin letters or digits to make one from, stop the build with what to change.
 */
export function categorySlugs(englishCategories: NewsPage['categories']): string[] {
  const slugs = englishCategories.map(categorySlug)
  englishCategories.forEach((name, index) => {
    const slug = slugs[index]
    if (!slug)
      throw new Error(
        `content/news.yaml: categories: "${name}" has no Latin letter or digit to make its address from: give it a name in English letters`,
      )
    const first = slugs.indexOf(slug)
    if (first !== index)
      throw new Error(
        `content/news.yaml: categories: "${englishCategories[first]}" and "${name}" would share the address ${newsCategoryPath('en', slug)}: make their names differ by more than punctuation`,
      )
  })
  return slugs
}

/** The News page of one category in `locale`: ('ar', 'company') is /ar/news/category/company. */
export function newsCategoryPath(locale: Locale, slug: string): string {
  return localePath(locale, newsCategoryAddress.replace('@category', slug))
}

/** The category's address part in an address without its language prefix, or undefined for any other address. */
export function categoryInAddress(pathname: string): string | undefined {
  const [before, after] = newsCategoryAddress.split('@category') as [string, string]
  if (!pathname.startsWith(before) || !pathname.endsWith(after)) return undefined
  const slug = pathname.slice(before.length, pathname.length - after.length)
  return slug && !slug.includes('/') ? slug : undefined
}
