// The preview's react-dom/server: the HTML of an element (an MDX body, a company fact), drawn by React DOM's client,
// which the preview holds anyway, into an element of no document.
import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

export function renderToStaticMarkup(node: ReactNode): string {
  const container = document.createElement('div')
  const root = createRoot(container)
  flushSync(() => root.render(node))
  const html = container.innerHTML
  root.unmount()
  return html
}

export const renderToString = renderToStaticMarkup
