import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

/** Hydrates the part of the page components/Island.tsx rendered under `id`, with the props it was rendered with. */
export function hydrateIsland<P extends object>(id: string, component: ComponentType<P>): void {
  const root = document.getElementById(id)
  const props = document.querySelector(`script[data-island="${id}"]`)?.textContent
  if (!root || !props) throw new Error(`No island "${id}" on this page: render it with <Island id="${id}" …>`)
  hydrateRoot(root, createElement(component, JSON.parse(props) as P), { identifierPrefix: `${id}-` })
}
