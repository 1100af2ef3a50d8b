import type { MDXContent } from 'mdx/types'
import type { ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { companyFactComponents } from './companyFactComponents.tsx'
import { type Locale, localizeHref } from '../locales.ts'
import type { Company } from '../content/schemas/company.ts'

// Compiled by @mdx-js/rollup at build time. Only page data hooks (server side) import this module, so the MDX
// bodies reach the browser as prerendered HTML, never as JavaScript.
const bodies = import.meta.glob<{ default: MDXContent }>('/content/**/*.mdx')

/**
 * The HTML of an MDX file's body, e.g. for content/initiatives/dubai-d33.mdx, with the company's facts in the page's
 * language and links to the site's pages leading to the page in that language.
 */
export async function renderBody(
  file: string,
  { company, locale }: { company: Company; locale: Locale },
): Promise<string> {
  const load = bodies[`/${file}`]
  if (!load)
    throw new Error(`${file} is not part of this build; restart \`npm run dev\` or run \`npm run build\` again.`)
  const { default: Body } = await load()
  const a = ({ href = '', ...props }: ComponentProps<'a'>) => <a href={localizeHref(locale, href)} {...props} />
  return renderToStaticMarkup(<Body components={{ ...companyFactComponents(company, locale), a }} />)
}
