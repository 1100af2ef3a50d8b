// https://vike.dev/title
import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'

export default (pageContext: PageContext) => (pageContext.data as Data).title
