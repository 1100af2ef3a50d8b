import type { SiteContent } from '../content/loadSiteContent.ts'
import { headerMenu, pathOf, siteRoutes } from '../routes.ts'

/** What every page's header, footer and not-found page need: kept small because it ships with the hydrated pages. */
export function shellData(content: SiteContent) {
  const { company, navigation, notFound } = content
  const routes = siteRoutes(content)
  return {
    company: { name: company.name, legalName: company.legalName, copyrightYear: company.copyrightYear },
    navigation,
    notFound,
    /** The header's entries, from the route registry. */
    menu: headerMenu(routes),
    footerLinks: [
      { href: pathOf('team'), label: navigation.footer.team },
      { href: pathOf('legal', 'privacy-policy'), label: navigation.footer.privacy },
      { href: pathOf('legal', 'terms-of-service'), label: navigation.footer.terms },
    ],
  }
}

export type ShellData = ReturnType<typeof shellData>
