import { ArrowLeft } from 'lucide-react'

/** The way back to an overview, at the top of a detail page's hero. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      data-print-hide
      href={href}
      className="mb-8 inline-flex items-center gap-2 rounded text-sm font-medium text-sky-200 hover:text-white"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {label}
    </a>
  )
}
