import { useShell } from '../../lib/pageLanguage.ts'
import { Container } from '../ui/Container.tsx'
import { Logo } from './Logo.tsx'
import { SocialIcons } from './SocialIcons.tsx'

export function Footer() {
  const shell = useShell()
  const { footer } = shell.navigation
  return (
    <footer className="bg-slate-900 text-slate-300">
      <Container className="flex flex-col gap-10 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-sm">
          <Logo tone="dark" />
        </div>
        <nav data-print-hide aria-label={footer.linksLabel}>
          <ul className="flex flex-col gap-3 text-sm whitespace-nowrap sm:flex-row sm:gap-8">
            {shell.footerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="rounded hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SocialIcons />
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-6 text-sm text-slate-400">
          <p>{copyright(shell.company.copyrightYear, shell.company.legalName, footer.rights)}</p>
        </Container>
      </div>
    </footer>
  )
}

/** "© 2025 Name L.L.C. All rights reserved." without a doubled full stop after an abbreviation. */
function copyright(year: number, legalName: string, rights: string): string {
  return `© ${year} ${legalName}${legalName.endsWith('.') ? '' : '.'} ${rights}`
}
