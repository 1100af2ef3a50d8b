/** Shown in place of the cards when the selected category has no news. */
export function NewsEmptyState({ heading, text }: { heading: string; text: string }) {
  return (
    <div
      data-testid="news-empty"
      className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center"
    >
      <NewspaperIcon />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{heading}</h2>
      <p className="mx-auto mt-2 max-w-md text-base leading-7 text-slate-600">{text}</p>
    </div>
  )
}

/**
 * lucide's "newspaper", drawn here rather than imported: this is the filter's only icon, and the icon library's
 * runtime would cost the page's React island 2 KiB of its budget.
 */
function NewspaperIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="mx-auto size-10 text-slate-400"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 18h-5M18 14h-8M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2" />
      <rect width="8" height="4" x="10" y="6" rx="1" />
    </svg>
  )
}
