/**
 * The tags an MDX body may hold besides Markdown, each drawn by a component of companyFactComponents.tsx: the
 * company's facts, kept in content/company.yaml and never retyped. The compiler and the content check refuse any
 * other tag (tooling/plugin/remarkContentAsData.ts).
 */
export const companyFactTags = [
  'CompanyName',
  'LegalName',
  'LicenseNumber',
  'CompanyEmail',
  'CompanyPhone',
  'CompanyAddress',
] as const

export type CompanyFactTag = (typeof companyFactTags)[number]
