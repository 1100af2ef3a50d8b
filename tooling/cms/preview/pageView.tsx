import { snapshot } from 'virtual:preview-snapshot'
import type { ComponentType, ReactElement } from 'react'
import type { PageContext, PageContextServer } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { ContentTypeId, SiteContent } from '../../../lib/content/contentTypes.ts'
import { type PageKind, pathOf } from '../../../lib/routes.ts'
import Layout from '../../../pages/+Layout.tsx'
import ErrorPage from '../../../pages/_error/+Page.tsx'
import AboutPage from '../../../pages/about/+Page.tsx'
import { data as about } from '../../../pages/about/+data.ts'
import ContactPage from '../../../pages/contact/+Page.tsx'
import { data as contact } from '../../../pages/contact/+data.ts'
import HomePage from '../../../pages/index/+Page.tsx'
import { data as home } from '../../../pages/index/+data.ts'
import NewsPage from '../../../pages/news/+Page.tsx'
import { data as news } from '../../../pages/news/+data.ts'
import LegalPage from '../../../pages/legal/@slug/+Page.tsx'
import { data as legal } from '../../../pages/legal/@slug/+data.ts'
import SearchPage from '../../../pages/search/+Page.tsx'
import { data as search } from '../../../pages/search/+data.ts'
import SolutionPage from '../../../pages/solutions/@id/+Page.tsx'
import { data as solution } from '../../../pages/solutions/@id/+data.ts'
import SolutionsPage from '../../../pages/solutions/index/+Page.tsx'
import { data as solutions } from '../../../pages/solutions/index/+data.ts'
import TeamPage from '../../../pages/team/+Page.tsx'
import { data as team } from '../../../pages/team/+data.ts'
import InitiativePage from '../../../pages/vision/@slug/+Page.tsx'
import { data as initiative } from '../../../pages/vision/@slug/+data.ts'
import VisionPage from '../../../pages/vision/index/+Page.tsx'
import { data as vision } from '../../../pages/vision/index/+data.ts'
import { currentContents, type EditedEntry } from './previewContent.ts'

/** A page as Vike renders it: its component, and the data hook that gives it its data. */
interface View {
  Page: ComponentType
  data?: (pageContext: PageContextServer) => unknown
}

type Shown = { kind: PageKind; slug?: string } | { kind: 'search' | 'not-found'; slug?: undefined }

/** The page an entry is seen on: its own page, or the page the section it feeds is part of. */
const shownOn: Partial<Record<ContentTypeId, (slug: string, content: SiteContent) => Shown>> = {
  // The registered name, licence and the rest are the About page's key information; the footer shows the name.
  company: () => ({ kind: 'about' }),
  // The header and the footer, around the first page.
  navigation: () => ({ kind: 'home' }),
  home: () => ({ kind: 'home' }),
  about: () => ({ kind: 'about' }),
  leadership: () => ({ kind: 'team' }),
  vision: () => ({ kind: 'vision' }),
  initiative: (slug) => ({ kind: 'initiative', slug }),
  solutions: () => ({ kind: 'solutions' }),
  solution: (slug) => ({ kind: 'solution', slug }),
  news: () => ({ kind: 'news' }),
  'news-item': () => ({ kind: 'news' }),
  // Every member is on the About page; the leadership page shows some of them.
  'team-member': () => ({ kind: 'about' }),
  contact: () => ({ kind: 'contact' }),
  'legal-labels': (_, content) => ({ kind: 'legal', slug: content.legal[0]?.slug }),
  legal: (slug) => ({ kind: 'legal', slug }),
  search: () => ({ kind: 'search' }),
  'not-found': () => ({ kind: 'not-found' }),
}

const views: Record<Shown['kind'], View> = {
  home: { Page: HomePage, data: home },
  about: { Page: AboutPage, data: about },
  vision: { Page: VisionPage, data: vision },
  initiative: { Page: InitiativePage, data: initiative },
  solutions: { Page: SolutionsPage, data: solutions },
  solution: { Page: SolutionPage, data: solution },
  team: { Page: TeamPage, data: team },
  news: { Page: NewsPage, data: news },
  contact: { Page: ContactPage, data: contact },
  legal: { Page: LegalPage, data: legal },
  search: { Page: SearchPage, data: search },
  'not-found': { Page: ErrorPage },
}

/** The whole page the edited entry is seen on, in its language, as Vike renders it: the layout, the page, its data. */
export async function pageView(edited: EditedEntry): Promise<ReactElement> {
  const { locale } = edited
  const show = shownOn[edited.type]
  if (!show) throw new Error(`no page is known to show ${edited.type} in tooling/cms/preview/pageView.tsx`)
  const shown = show(edited.slug, currentContents()[locale])
  const { Page, data } = views[shown.kind]
  const urlPathname =
    shown.kind === 'search' ? '/search' : shown.kind === 'not-found' ? '/404' : pathOf(shown.kind, shown.slug)
  const pageContext = { locale, urlPathname, is404: shown.kind === 'not-found' } as PageContext
  pageContext.data = await data?.(pageContext as PageContextServer)
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      {/* As an Arabic page's head carries it (pages/+Head.tsx). */}
      {locale === 'ar' && <style>{snapshot.arabicTypeface}</style>}
      <Layout>
        <Page />
      </Layout>
    </VikeReactProviderPageContext>
  )
}
