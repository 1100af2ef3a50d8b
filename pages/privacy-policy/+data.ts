// https://vike.dev/data
import { loadLegalDocument } from '../../lib/content/loadLegalDocument.ts'

export const data = () => loadLegalDocument('privacy-policy')

export type Data = Awaited<ReturnType<typeof data>>
