import { Download, Mail } from 'lucide-react'
import { CtaBand } from '../../components/CtaBand.tsx'
import { ButtonLink } from '../../components/ui/ButtonLink.tsx'
import type { About } from '../../lib/content/schemas/about.ts'
import type { Company } from '../../lib/content/schemas/company.ts'

/** "Email Us" opens the visitor's mail program; the profile is a real PDF made from content/ at build time. */
export function AboutCta({ cta, company }: { cta: About['cta']; company: Pick<Company, 'email'> }) {
  return (
    <CtaBand heading={cta.heading} text={cta.text}>
      <ButtonLink href={`mailto:${company.email}`} variant="onDark">
        <Mail className="size-4" aria-hidden="true" />
        {cta.email}
      </ButtonLink>
      <div className="flex flex-col items-start gap-1">
        <ButtonLink
          href="/company-profile.pdf"
          download="company-profile.pdf"
          hrefLang="en"
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
