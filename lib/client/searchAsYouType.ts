// On the search page, the results follow the words as they are typed: the page the service answers a submitted form
// with is fetched, and its results take the place of the ones shown. Nothing here is needed to search: without this
// script, or when a fetch fails, the form is submitted as on any page.

/** How long typing must pause before the results are asked for: one request per word rather than per letter. */
const pauseMs = 250

export function searchAsYouType(): void {
  const results = document.querySelector<HTMLElement>('[data-search-results]')
  const box = document.querySelector<HTMLInputElement>('main input[name="q"]')
  const form = box?.form
  const status = document.querySelector<HTMLElement>('[data-search-status]')
  if (!results || !box || !form) return
  let timer: ReturnType<typeof setTimeout> | undefined
  let asked = 0

  const update = async () => {
    const request = ++asked
    const address = new URL(form.action)
    address.searchParams.set('q', box.value)
    const response = await fetch(address, { headers: { accept: 'text/html' } }).catch(() => undefined)
    if (!response?.ok) return
    const page = new DOMParser().parseFromString(await response.text(), 'text/html')
    const fresh = page.querySelector('[data-search-results]')
    // A slower answer to an earlier word must not replace the answer to the latest one.
    if (!fresh || request !== asked) return
    results.replaceChildren(...fresh.childNodes)
    document.title = page.title
    // The other language's search keeps the words, as it does in the page the service answers.
    const switchTo = page.querySelector('a[data-language-switch]')?.getAttribute('href')
    if (switchTo) document.querySelector('a[data-language-switch]')?.setAttribute('href', switchTo)
    history.replaceState(null, '', address)
    // What screen readers hear: the heading over the results (and their number), not the whole list again.
    if (status)
      status.textContent = [...results.querySelectorAll('h2, h2 + p')].map((line) => line.textContent).join(' ')
  }
  box.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void update(), pauseMs)
  })
}
