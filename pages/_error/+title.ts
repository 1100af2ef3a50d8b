// https://vike.dev/title
import type { PageContext } from 'vike/types'
import shells from 'virtual:site-shell'

export default (pageContext: PageContext) => {
  const shell = shells[pageContext.locale]
  return `${shell.notFound.title} | ${shell.company.name}`
}
