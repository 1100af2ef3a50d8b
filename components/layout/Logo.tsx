import { useShell } from '../../lib/pageLanguage.ts'
import { logoMark } from './logoMark.ts'

/**
 * The mark and the company name; on the header it is the link home. The mark is drawn inline rather than as an <img>:
 * a browser renders an SVG image as a separate document, which cost the first paint more than the whole header.
 */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const shell = useShell()
  return (
    <span className="inline-flex items-center gap-2 sm:gap-2.5">
      <span
        aria-hidden="true"
        className="size-8 shrink-0 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: logoMark }}
      />
      <span
        className={`text-sm leading-tight font-semibold tracking-tight text-balance sm:text-base ${tone === 'light' ? 'text-slate-900' : 'text-white'}`}
      >
        {shell.company.name}
      </span>
    </span>
  )
}
