import { ChevronDown, Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import shell from 'virtual:site-shell'
import { type NavItem, isCurrent, isGroup } from './navItems.ts'

interface Props {
  items: NavItem[]
  pathname: string
}

/** The small-screen menu: a toggle button and a panel that closes when a link is chosen or Escape is pressed. */
export function MobileMenu({ items, pathname }: Props) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const linkClass =
    'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-sky-50 aria-[current=page]:text-sky-800 aria-[current=page]:ring-2 aria-[current=page]:ring-inset aria-[current=page]:ring-sky-600'
  const close = () => setOpen(false)

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        <span className="sr-only">{open ? shell.navigation.menuClose : shell.navigation.menuOpen}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="space-y-1 px-4 py-4">
          {items.map((item) =>
            isGroup(item) ? (
              <li key={item.prefix}>
                <button
                  type="button"
                  aria-expanded={expanded === item.prefix}
                  onClick={() => setExpanded((value) => (value === item.prefix ? null : item.prefix))}
                  className={`flex w-full items-center justify-between rounded-lg px-3 py-3 text-start text-base font-medium text-slate-800 hover:bg-slate-100 ${
                    isCurrent(item, pathname) ? 'bg-sky-50 text-sky-800 ring-2 ring-inset ring-sky-600' : ''
                  }`}
                >
                  {item.label}
                  <ChevronDown className={`size-5 transition-transform ${expanded === item.prefix ? 'rotate-180' : ''}`} aria-hidden="true" />
                </button>
                <ul hidden={expanded !== item.prefix} className="ms-3 mt-1 space-y-1 border-s border-slate-200 ps-3">
                  {[item.overview, ...item.items].map((link) => (
                    <li key={link.href}>
                      <a href={link.href} onClick={close} aria-current={pathname === link.href ? 'page' : undefined} className={`${linkClass} py-2 text-sm`}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.href}>
                <a href={item.href} onClick={close} aria-current={pathname === item.href ? 'page' : undefined} className={linkClass}>
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  )
}
