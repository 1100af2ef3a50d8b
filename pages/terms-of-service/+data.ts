// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { loadLegalDocument } from '../../lib/content/loadLegalDocument.server.ts'

export const data = (pageContext: PageContextServer) => loadLegalDocument(pageContext)

export type Data = Awaited<ReturnType<typeof data>>
