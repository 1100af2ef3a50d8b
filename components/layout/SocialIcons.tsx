import type { ReactNode } from 'react'
import { useShell } from '../../lib/pageLanguage.ts'

// Brand glyphs in the same outline style as the other icons (the icon set carries no brand marks).
const glyphs: Record<'linkedin' | 'facebook' | 'instagram', ReactNode> = {
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
}

/** The three social icons of the footer. A network without an address yet shows its icon without a link. */
export function SocialIcons() {
  const { footer, newTab } = useShell().navigation
  const { social, socialLabel } = footer
  return (
    <ul data-print-hide aria-label={socialLabel} className="flex gap-3">
      {(Object.keys(glyphs) as (keyof typeof glyphs)[]).map((network) => {
        const { label, url } = social[network]
        const svg = (
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.75}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            {glyphs[network]}
          </svg>
        )
        const box = 'inline-flex size-10 items-center justify-center rounded-full ring-1 ring-inset ring-slate-700'
        return (
          <li key={network}>
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={`${box} text-slate-300 hover:bg-slate-800 hover:text-white`}
              >
                {svg}
                <span className="sr-only">{`${label} ${newTab}`}</span>
              </a>
            ) : (
              <span role="img" aria-label={label} className={`${box} text-slate-400`}>
                {svg}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
