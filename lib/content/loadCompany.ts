import { Problems } from './ContentError.ts'
import { readDocument } from './readContent.ts'
import { type Company, companySchema } from './schemas/company.ts'

/** The company facts of content/company.yaml; throws a ContentError naming each bad field. */
export function loadCompany(root?: string): Company {
  const problems = new Problems()
  const company = readDocument('company.yaml', companySchema, problems, root)
  problems.throwIfAny()
  return company as Company
}
