// https://vike.dev/htmlAttributes
import type { PageContext } from 'vike/types'
import { localeInfo } from '../lib/locales.ts'

export default (pageContext: PageContext) => ({ dir: localeInfo[pageContext.locale].dir })
