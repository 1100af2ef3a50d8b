// https://vike.dev/description
import type { PageContext } from 'vike/types'
import shells from 'virtual:site-shell'
import { pageAddress } from '../../lib/pageLanguage.ts'

export default (pageContext: PageContext) => shells[pageAddress(pageContext).locale].notFound.text
