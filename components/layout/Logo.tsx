import shell from 'virtual:site-shell'
import logoMark from '../../content/images/logo-mark.svg'

/** The mark and the company name; on the header it is the link home. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <img src={logoMark} width={32} height={32} alt="" className="size-8" />
      <span className={`text-base leading-tight font-semibold tracking-tight ${tone === 'light' ? 'text-slate-900' : 'text-white'}`}>
        {shell.company.name}
      </span>
    </span>
  )
}
