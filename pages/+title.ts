// https://vike.dev/title
import type { PageContext } from 'vike/types'
import type { Seo } from '../lib/seo/pageSeo.ts'

export default (pageContext: PageContext) => (pageContext.data as { seo?: Seo } | undefined)?.seo?.title ?? null
