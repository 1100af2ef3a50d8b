import { ExternalLink as ExternalIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import shell from 'virtual:site-shell'

/** A link to another site: it opens in a new tab, says so to screen readers and shares nothing with the target. */
export function ExternalLink({ href, children, className = '' }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${className}`}>
      {children}
      <ExternalIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">{` ${shell.navigation.newTab}`}</span>
    </a>
  )
}
