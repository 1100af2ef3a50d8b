import type { SiteContent } from '../../lib/content/contentTypes.ts'
import { type Locale, localeInfo, localePath, localizeHref } from '../../lib/locales.ts'
import { headerMenu, type PageKind, pathOf, siteRoutes } from '../../lib/routes.ts'

/** The sections the not-found page offers, most sought first: what a visitor who mistyped an address most likely wanted. */
const mainSections: readonly PageKind[] = ['solutions', 'vision', 'news', 'contact']

/** What every page's header, footer and not-found page need, in one language. */
export function shellData(content: SiteContent) {
  const { company, navigation, notFound, search, locale } = content
  const routes = siteRoutes(content)
  const at = (path: string) => localePath(locale, path)
  return {
    locale,
    dir: localeInfo[locale].dir,
    company: { name: company.name, legalName: company.legalName, copyrightYear: company.copyrightYear },
    navigation,
    notFound: {
      ...notFound,
      homeLink: { ...notFound.homeLink, href: localizeHref(locale, notFound.homeLink.href) },
      /** The main sections, each by its header entry, from the route registry. */
      sections: mainSections.map((kind) => {
        const route = routes.find((each) => each.kind === kind)!
        return { href: route.path, label: route.menu?.label ?? route.title ?? route.path }
      }),
    },
    home: at(pathOf('home')),
    /** The header's search box: where it sends the words typed, and its words. */
    search: { action: at('/search'), label: search.label, button: search.button },
    /** The header's entries, from the route registry. */
    menu: headerMenu(routes),
    footerLinks: [
      { href: at(pathOf('team')), label: navigation.footer.team },
      // Every legal page, by its title: a new file of content/legal/ is linked from every page at once.
      ...content.legal.map(({ slug, data }) => ({ href: at(pathOf('legal', slug)), label: data.title })),
    ],
  }
}

export type ShellData = ReturnType<typeof shellData>

/** The shell of every language, by language: the module `virtual:site-shell`. */
export function shellsByLocale(contents: Record<Locale, SiteContent>): Record<Locale, ShellData> {
  return Object.fromEntries(
    Object.entries(contents).map(([locale, content]) => [locale, shellData(content)]),
  ) as Record<Locale, ShellData>
}
