import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { scriptJson } from '../lib/seo/jsonLd.ts'

interface Props<P extends object> {
  /** The element's id; also what lib/client/hydrateIsland.ts looks the island up by. */
  id: string
  component: ComponentType<P>
  props: P
}

/**
 * The interactive part of an otherwise static page: rendered here as a React root of its own, with the props it was
 * rendered with beside it as JSON, so the page's script (lib/client/hydrateIsland.ts) hydrates exactly this part and
 * nothing else. A root of its own on both sides, with the same identifierPrefix, makes the ids React generates match.
 */
export function Island<P extends object>({ id, component: Component, props }: Props<P>) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: `${id}-` })
  return (
    <>
      <div id={id} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" data-island={id} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  )
}
