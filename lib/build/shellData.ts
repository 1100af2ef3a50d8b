import type { SiteContent } from '../content/loadSiteContent.ts'

/** What every page's header, footer and not-found page need: kept small because it ships to every visitor. */
export function shellData(content: SiteContent, assets: { iconSprite: string }) {
  const { company, navigation, notFound } = content
  return {
    company: { name: company.name, legalName: company.legalName, copyrightYear: company.copyrightYear },
    navigation,
    notFound,
    initiatives: content.initiatives.map(({ slug, data }) => ({ href: `/vision/${slug}`, title: data.title })),
    solutions: content.solutions.map(({ slug, data }) => ({ href: `/solutions/${slug}`, title: data.title })),
    legal: Object.fromEntries(content.legal.map(({ slug }) => [slug, `/${slug}`])),
    /** Address of the SVG sprite holding the content icons. */
    iconSprite: assets.iconSprite,
  }
}

export type ShellData = ReturnType<typeof shellData>
