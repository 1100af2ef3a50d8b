// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import arabicFont from 'virtual:arabic-font'
import { arabicTypefaceScript, arabicTypefaceStyleId } from '../lib/arabicTypeface.ts'
import { breadcrumbJsonLd, scriptJson } from '../lib/seo/jsonLd.ts'
import type { Seo } from '../lib/seo/pageSeo.ts'
import { speculationRules } from '../lib/speculationRules.ts'

interface HeadData {
  seo?: Seo
  /** Extra structured data of a page, such as the home page's Organization. */
  jsonLd?: object[]
}

/**
 * Share previews, the canonical address, icons, the speculation rules and structured data. The <title> and
 * description come from +title.ts and +description.ts.
 */
export default function Head() {
  const { data, locale } = usePageContext()
  const { seo, jsonLd = [] } = (data as HeadData | undefined) ?? {}
  const structured = [...jsonLd, ...(seo?.breadcrumbs ? [breadcrumbJsonLd(seo.breadcrumbs)] : [])]
  return (
    <>
      <meta name="theme-color" content="#0f172a" />
      {locale === 'ar' && (
        <>
          <style dangerouslySetInnerHTML={{ __html: arabicFont.fallbackCss }} />
          <style id={arabicTypefaceStyleId} dangerouslySetInnerHTML={{ __html: arabicFont.css }} />
          <script dangerouslySetInnerHTML={{ __html: arabicTypefaceScript }} />
        </>
      )}
      {/* The tab's icon is the .ico's PNG, which browsers fetch about when the page loads and decode in a few ms. An
          SVG icon (a file, or written into the address) is drawn in the page's own process as a little document of
          its own: on a phone's processor, a task of about 100 ms after the load of every page. The installed app's
          icons are in the manifest. */}
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      {seo && (
        <>
          <link rel="canonical" href={seo.url} />
          {seo.robots && <meta name="robots" content={seo.robots} />}
          {seo.feed && <link rel="alternate" type="application/atom+xml" title={seo.feed.title} href={seo.feed.href} />}
          {seo.alternates.map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={seo.siteName} />
          <meta property="og:url" content={seo.url} />
          <meta property="og:image" content={seo.image} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={seo.imageAlt} />
          <meta property="og:locale" content={seo.ogLocale} />
          {seo.ogLocaleAlternates.map((locale) => (
            <meta key={locale} property="og:locale:alternate" content={locale} />
          ))}
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={seo.title} />
          <meta name="twitter:description" content={seo.description} />
          <meta name="twitter:image" content={seo.image} />
        </>
      )}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      {structured.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's one render on the server.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  )
}
