import { Download, Mail } from 'lucide-react'
import { CtaBand } from '../../components/CtaBand.tsx'
import { ButtonLink } from '../../components/ui/ButtonLink.tsx'
import { companyProfileFileName, companyProfilePath } from '../../lib/companyProfile.ts'
import type { About } from '../../lib/content/schemas/about.ts'
import type { Company } from '../../lib/content/schemas/company.ts'
import type { Locale } from '../../lib/locales.ts'

interface Props {
  cta: About['cta']
  company: Pick<Company, 'email'>
  locale: Locale
}

/**
 * "Email Us" opens the visitor's mail program; the profile is a real PDF in the page's language, typeset from content/
 * at build time (tooling/profile/).
 */
export function AboutCta({ cta, company, locale }: Props) {
  return (
    <CtaBand heading={cta.heading} text={cta.text}>
      <ButtonLink href={`mailto:${company.email}`} variant="onDark">
        <Mail className="size-4" aria-hidden="true" />
        {cta.email}
      </ButtonLink>
      <div className="flex flex-col items-start gap-1">
        <ButtonLink
          href={companyProfilePath(locale)}
          download={companyProfileFileName(locale)}
          hrefLang={locale}
          variant="outlineOnDark"
          rel="nofollow"
        >
          <Download className="size-4" aria-hidden="true" />
          {cta.profile}
        </ButtonLink>
        <span className="text-xs text-sky-100">{cta.profileNote}</span>
      </div>
    </CtaBand>
  )
}
