// What every page's script does: the header's menus and the scroll reveal work without it, and it makes them nicer.
// It is plain DOM code, so a page that shows only content ships a few KiB and no framework (pages/+client.ts); the
// two pages with a React island run it too (pages/contact/+client.ts, pages/news/+client.ts).

/** Hover intent before a dropdown opens, and grace before it closes, for a pointer passing over. */
const openDelay = 100
const closeGrace = 300
/** Part of a section that must be visible before it appears. */
const revealThreshold = 0.12

const menus = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-menu]')]
const summaryOf = (menu: HTMLDetailsElement) => menu.querySelector<HTMLElement>(':scope > summary')!
const linksOf = (menu: HTMLDetailsElement) => [...menu.querySelectorAll<HTMLAnchorElement>('a[href]')]

function closeMenus(except?: Element) {
  for (const menu of menus()) if (menu !== except && !menu.contains(except ?? null)) menu.open = false
}

function enhanceDropdown(menu: HTMLDetailsElement) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let openedByHover = false
  const later = (open: boolean, delay: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      openedByHover = open && !menu.open
      menu.open = open
    }, delay)
  }
  menu.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && later(true, openDelay))
  menu.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && later(false, closeGrace))
  // A click right after hover opened the list keeps it open rather than closing it under the pointer.
  summaryOf(menu).addEventListener('click', (event) => {
    clearTimeout(timer)
    if (openedByHover && menu.open) event.preventDefault()
    openedByHover = false
  })
  menu.addEventListener('focusout', (event) => {
    if (!menu.contains(event.relatedTarget as Node | null)) menu.open = false
  })
  menu.addEventListener('keydown', (event) => {
    const links = linksOf(menu)
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 }
    if (!(event.key in moves) || (index < 0 && event.key !== 'ArrowDown')) return
    event.preventDefault()
    menu.open = true
    links[(moves[event.key]! + links.length) % links.length]?.focus()
  })
}

/**
 * The header's search opens to be typed in: the cursor goes into its box. Opened here rather than by the browser,
 * whose toggle event comes a moment later, so that the first letters typed right after the click are not lost.
 */
function enhanceSearchToggle(menu: HTMLDetailsElement) {
  const box = menu.querySelector<HTMLInputElement>('input')
  summaryOf(menu).addEventListener('click', (event) => {
    event.preventDefault()
    menu.open = !menu.open
    if (menu.open) box?.focus()
  })
}

function enhanceMenus() {
  for (const menu of menus()) {
    if (menu.dataset.menu === 'dropdown') enhanceDropdown(menu)
    if (menu.dataset.menu === 'search') enhanceSearchToggle(menu)
    // One menu open at a time, in browsers that do not know <details name> yet.
    menu.addEventListener('toggle', () => menu.open && closeMenus(menu))
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const open = menus().filter((menu) => menu.open)
    const focused = open.find((menu) => menu.contains(document.activeElement)) ?? open.at(-1)
    if (!focused) return
    focused.open = false
    summaryOf(focused).focus()
  })
  document.addEventListener('pointerdown', (event) => {
    if (!menus().some((menu) => menu.open && menu.contains(event.target as Node))) closeMenus()
  })
  // Choosing a link closes the menu; so does coming back to the page from the browser's history.
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest('details[data-menu] a[href]')) closeMenus()
  })
  window.addEventListener('pageshow', () => closeMenus())
}

/**
 * Sections below the fold are hidden, then fade and slide in once as they scroll into view. Where each section is
 * comes from the observer's first report, made after the browser has laid the page out anyway: asking the sections
 * for their position here would lay the whole page out once more, on the main thread, right after the first paint.
 * A section hidden that way is off screen, so hiding it changes nothing a reader sees.
 */
function revealOnScroll() {
  if (!('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const section = entry.target as HTMLElement
        if (entry.isIntersecting) {
          if (section.dataset.reveal === 'hidden') section.dataset.reveal = 'shown'
          observer.unobserve(section)
        } else if (section.dataset.reveal === '') {
          // The first report: a section wholly below the screen waits, hidden; one above it stays as it is.
          if (entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight))
            section.dataset.reveal = 'hidden'
          else observer.unobserve(section)
        }
      }
    },
    { threshold: revealThreshold },
  )
  for (const section of document.querySelectorAll<HTMLElement>('[data-reveal]')) observer.observe(section)
}

export function enhancePage(): void {
  enhanceMenus()
  revealOnScroll()
}
