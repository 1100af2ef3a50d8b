import { inject } from 'vitest'

export const baseURL = () => inject('baseURL')

/** Text of HTML with its character references decoded. */
export function decodeEntities(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
}

/** The words a reader sees in raw HTML: scripts, styles and tags removed, entities decoded, spaces folded. */
export function visibleText(html: string): string {
  const withoutTags = html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim()
}

/** Fetches a page as a browser without JavaScript would get it. */
export async function fetchPage(path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await fetch(baseURL() + path)
  const html = await response.text()
  return { status: response.status, html, text: visibleText(html) }
}
