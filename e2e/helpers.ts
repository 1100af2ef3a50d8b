import { filter, removeElement } from 'domutils'
import { inject } from 'vitest'
import { all, parseDocument } from '../lib/html.ts'

export const baseURL = () => inject('baseURL')

/**
 * The words a reader sees in raw HTML: scripts and styles left out, character references decoded, spaces folded.
 * Every tag separates words, as the tests that read this were written for; how inline elements run together on the
 * screen is the browser tests' business.
 */
export function visibleText(html: string): string {
  const document = parseDocument(html)
  for (const hidden of all('script, style, template', document)) removeElement(hidden)
  return filter((node) => node.type === 'text', document)
    .map((node) => ('data' in node ? node.data : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Fetches a page as a browser without JavaScript would get it. */
export async function fetchPage(path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await fetch(baseURL() + path)
  const html = await response.text()
  return { status: response.status, html, text: visibleText(html) }
}
