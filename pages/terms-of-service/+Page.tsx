import { useData } from 'vike-react/useData'
import { LegalDocument } from '../../components/LegalDocument.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  return <LegalDocument {...useData<Data>()} />
}
