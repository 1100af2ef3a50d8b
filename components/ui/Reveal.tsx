import type { ReactNode } from 'react'

/**
 * A section that fades and slides in the first time it scrolls into view. The HTML shows it as it is; the page's
 * script (pages/+client.ts) hides only sections still below the fold and reveals them, so without JavaScript, or
 * for people who ask for reduced motion, everything is simply there.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div data-reveal="" className={className}>
      {children}
    </div>
  )
}
