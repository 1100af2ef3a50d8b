import { inject } from 'vitest'

export const baseURL = () => inject('baseURL')

/** The words a reader sees in raw HTML: scripts, styles and tags removed, entities decoded, spaces folded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Fetches a page as a browser without JavaScript would get it. */
export async function fetchPage(path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await fetch(baseURL() + path)
  const html = await response.text()
  return { status: response.status, html, text: visibleText(html) }
}
