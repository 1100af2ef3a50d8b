import type { ReactNode } from 'react'

interface Props {
  href: string
  children: ReactNode
  /** What screen readers hear after the link's words (navigation.yaml's newTab). */
  newTab: string
  className?: string
}

/** A link to another site: it opens in a new tab, says so to screen readers and shares nothing with the target. */
export function ExternalLink({ href, children, newTab, className = '' }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1.5 ${className}`}
    >
      {children}
      {/* lucide's "external-link", drawn here: the news filter's island shows this link, and the icon library's
          runtime would cost that page 2 KiB of JavaScript. */}
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
      </svg>
      <span className="sr-only">{` ${newTab}`}</span>
    </a>
  )
}
