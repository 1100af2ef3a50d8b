// The one script every prerendered page runs, inline (scripts/paint-first.ts puts it in place of Vike's entry script;
// the server allows it by its sha256 hash). It starts the page's JavaScript only once the browser has painted the
// HTML: the text is all there without it, and a phone on a slow network would otherwise fetch ~90 KiB of React and
// Vike before showing anything. Inline, it costs the first paint no request of its own. The entry and the modules it
// needs travel in data attributes, so the script's text (and hash) is the same on every page.

const tag = document.currentScript

if (tag?.dataset.entry) afterFirstPaint(() => void start(tag.dataset.entry!, (tag.dataset.preload ?? '').split(' ').filter(Boolean)))

/**
 * Fetches the whole stylesheets and every module at once, then runs the modules one by one, each in a task of its own,
 * so none blocks input for long. Hydration (the entry) waits for the stylesheets: what JavaScript shows (an open menu,
 * a toast) may need rules the page's inlined CSS left out.
 */
async function start(entry: string, modules: string[]) {
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
    (link) =>
      new Promise((settled) => {
        link.addEventListener('load', settled)
        link.addEventListener('error', settled)
        link.removeAttribute('disabled')
      }),
  )
  // Each request the page starts costs the main thread a little: a few per task keep the tasks short on a slow phone.
  for (const [index, href] of modules.entries()) {
    if (index % 4 === 0) await nextTask()
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  // The build lists each module after those it imports, so each one evaluates in a task of its own.
  for (const href of modules) {
    try {
      await import(href)
    } catch {
      // The entry's import below meets the same failure and Vike reports it; the page stays readable meanwhile.
    }
    await nextTask()
  }
  await Promise.all(stylesheets)
  await import(entry)
}

function nextTask() {
  return new Promise((resolve) => setTimeout(resolve))
}

/** Calls back once the first contentful paint happened (in a hidden tab, once the tab is shown and painted). */
function afterFirstPaint(callback: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(callback))
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    callback()
  })
  observer.observe({ type: 'paint', buffered: true })
}

// A module to TypeScript, so these names stay local; the build wraps the compiled code in a function for the page.
export {}
