// https://vike.dev/title
import type { PageContext } from 'vike/types'
import shells from 'virtual:site-shell'
import { pageAddress } from '../../lib/pageLanguage.ts'

export default (pageContext: PageContext) => {
  const shell = shells[pageAddress(pageContext).locale]
  return `${shell.notFound.title} | ${shell.company.name}`
}
