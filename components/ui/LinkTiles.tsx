import { ArrowRight } from 'lucide-react'

/** A link a visitor may take next: where it goes and its words. */
export interface NextLink {
  href: string
  label: string
}

/**
 * Places to go on from a page that found nothing (the not-found page, a search without results): a grid of tiles, two
 * across from small tablets up, each a plain link with an arrow that points the way the page reads.
 */
export function LinkTiles({ links, className = '' }: { links: readonly NextLink[]; className?: string }) {
  return (
    <ul className={`${className} grid gap-3 sm:grid-cols-2`}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-sky-800 ring-1 ring-inset ring-slate-200 hover:bg-slate-50"
          >
            {link.label}
            <ArrowRight className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  )
}
