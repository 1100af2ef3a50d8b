// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import type { Seo } from '../lib/seo.ts'

/** The canonical address of every page; the title and description come from +title.ts and +description.ts. */
export default function Head() {
  const seo = (usePageContext().data as { seo?: Seo } | undefined)?.seo
  return (
    <>
      <meta name="theme-color" content="#0f172a" />
      {seo && <link rel="canonical" href={seo.url} />}
      {seo && <meta property="og:url" content={seo.url} />}
    </>
  )
}
