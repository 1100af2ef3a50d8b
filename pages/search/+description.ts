// https://vike.dev/description
import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'

export default (pageContext: PageContext) => (pageContext.data as Data).intro
