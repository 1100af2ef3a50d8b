import type { SiteContent } from '../content/loadSiteContent.ts'

/** One page of the site as search engines and share previews see it. */
export interface SitePage {
  path: string
  /** The page's own title; the home page has none and shows the company's tagline. */
  title?: string
  description: string
  /** The content files its words come from, for the sitemap's lastmod. */
  files: string[]
}

/** Every page of the site with its title, description and sources, from the same content the pages render. */
export function sitePages(content: SiteContent): SitePage[] {
  const { navigation: nav } = content
  return [
    { path: '/', description: content.home.seoDescription, files: ['content/home.yaml'] },
    { path: '/about', title: content.about.hero.heading, description: content.about.seoDescription, files: ['content/about.yaml', 'content/team', 'content/company.yaml'] },
    { path: '/vision', title: nav.vision, description: content.vision.seoDescription, files: ['content/vision.yaml', 'content/initiatives'] },
    ...content.initiatives.map(({ slug, file, data }) => ({ path: `/vision/${slug}`, title: data.title, description: data.seoDescription, files: [file] })),
    { path: '/solutions', title: nav.solutions, description: content.solutionsPage.seoDescription, files: ['content/solutions.yaml', 'content/solutions'] },
    ...content.solutions.map(({ slug, file, data }) => ({ path: `/solutions/${slug}`, title: data.title, description: data.seoDescription, files: [file] })),
    { path: '/team', title: content.leadership.heading, description: content.leadership.seoDescription, files: ['content/leadership.yaml', 'content/team'] },
    { path: '/news', title: nav.news, description: content.newsPage.seoDescription, files: ['content/news.yaml', 'content/news'] },
    { path: '/contact', title: nav.contact, description: content.contact.seoDescription, files: ['content/contact.yaml', 'content/company.yaml'] },
    ...content.legal.map(({ slug, file, data }) => ({ path: `/${slug}`, title: data.title, description: data.seoDescription, files: [file] })),
  ]
}

/** The share image of a page: /og/home.png, /og/vision-dubai-d33.png ... */
export function shareImagePath(path: string): string {
  return `/og/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.png`
}
