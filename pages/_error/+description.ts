// https://vike.dev/description
import type { PageContext } from 'vike/types'
import shells from 'virtual:site-shell'

export default (pageContext: PageContext) => shells[pageContext.locale].notFound.text
