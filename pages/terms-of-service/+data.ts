// https://vike.dev/data
import { loadLegalDocument } from '../../lib/content/loadLegalDocument.ts'

export const data = () => loadLegalDocument('terms-of-service')

export type Data = Awaited<ReturnType<typeof data>>
