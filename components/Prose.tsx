/** Prerendered MDX in the site's typography: headings, lists and links in the one type scale. */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`prose prose-slate max-w-none prose-headings:tracking-tight prose-h2:text-2xl prose-h3:text-xl prose-a:text-sky-700 prose-a:underline-offset-2 hover:prose-a:text-sky-900 prose-li:my-1 sm:prose-lg ${className}`}
      // Made at build time from the repository's own MDX files (never from visitor input).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
