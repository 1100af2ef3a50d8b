import { type ReactNode, useEffect, useRef, useState } from 'react'

/** Part of an element that must be visible before it appears (spec, section 9). */
const threshold = 0.12

/**
 * Fades and slides a section in the first time it scrolls into view. The prerendered HTML shows everything, so the
 * text is there without JavaScript; only sections still below the fold are hidden after hydration, so nothing the
 * visitor already sees blinks, and people who ask for reduced motion get no animation at all.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    setState('hidden')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown')
          observer.disconnect()
        }
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const motion = {
    static: '',
    hidden: 'translate-y-6 opacity-0 transition duration-700 ease-out',
    shown: 'translate-y-0 opacity-100 transition duration-700 ease-out',
  }[state]
  return (
    <div ref={ref} data-reveal={state} className={`${motion} ${className}`}>
      {children}
    </div>
  )
}
