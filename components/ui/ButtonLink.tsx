import type { AnchorHTMLAttributes, ReactNode } from 'react'

const variants = {
  primary: 'bg-sky-700 text-white hover:bg-sky-800 shadow-sm',
  secondary: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  onDark: 'bg-white text-slate-900 hover:bg-sky-50 shadow-sm',
  outlineOnDark: 'text-white ring-1 ring-inset ring-white/60 hover:bg-white/10',
} as const

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: keyof typeof variants; children: ReactNode }

/** A link styled as a button: it navigates, so it is an <a>, which also works before JavaScript loads. */
export function ButtonLink({ variant = 'primary', className = '', children, ...props }: Props) {
  return (
    <a
      {...props}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors ${variants[variant]} ${className}`}
    >
      {children}
    </a>
  )
}
