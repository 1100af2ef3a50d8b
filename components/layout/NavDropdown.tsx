import { ChevronDown } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type { NavGroup } from './navItems.ts'

/** Hover intent before opening and grace before closing (spec, section 9). */
const openDelay = 100
const closeGrace = 300

interface Props {
  group: NavGroup
  current: boolean
  pathname: string
  buttonClass: string
}

/**
 * A header button with a list of links (the disclosure pattern): opens on hover, click, Enter, Space or ArrowDown;
 * arrows move through the links; Escape closes it and returns focus to the button; so does a click outside.
 */
export function NavDropdown({ group, current, pathname, buttonClass }: Props) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const openedByHover = useRef(false)

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      openedByHover.current = next
      setOpen(next)
    }, delay)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all.at(((index % all.length) + all.length) % all.length)?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      // A list that was closed is shown on the next frame; focus can only move into it then.
      requestAnimationFrame(() => focusLink(0))
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }
  const onListKeyDown = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement)
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 }
    if (event.key in moves) {
      event.preventDefault()
      focusLink(moves[event.key]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      button.current?.focus()
    }
  }

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && schedule(true, openDelay)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && schedule(false, closeGrace)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={current ? 'true' : undefined}
        className={buttonClass}
        onClick={() => {
          clearTimeout(timer.current)
          // A click right after hover opened the list keeps it open instead of closing it under the pointer.
          setOpen((wasOpen) => (wasOpen && openedByHover.current ? true : !wasOpen))
          openedByHover.current = false
        }}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div id={listId} hidden={!open} className="absolute start-0 top-full z-50 pt-2">
        <ul onKeyDown={onListKeyDown} className="w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {[group.overview, ...group.items].map((link, index) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={pathname === link.href ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm leading-5 hover:bg-slate-100 aria-[current=page]:bg-sky-50 aria-[current=page]:text-sky-800 ${
                  index === 0 ? 'mb-1 border-b border-slate-100 pb-3 font-semibold text-sky-800' : 'text-slate-700'
                }`}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
