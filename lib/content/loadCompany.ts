import type { Locale } from '../locales.ts'
import { Problems } from './ContentError.ts'
import { readDocument } from './readContent.ts'
import { type Company, companyIn, companySchema } from './schemas/company.ts'

/** The company facts of content/company.yaml in `locale`'s words; throws a ContentError naming each bad field. */
export function loadCompany(root?: string, locale: Locale = 'en'): Company {
  const problems = new Problems()
  const company = readDocument('company.yaml', companySchema, problems, root)
  problems.throwIfAny()
  return companyIn(company!, locale)
}
