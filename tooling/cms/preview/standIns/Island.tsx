// The preview's components/Island.tsx: the interactive part of a page (the news filter, the contact form) drawn in
// place by its component, in the preview's own React root, rather than as HTML for a page's script to hydrate.
import type { ComponentType } from 'react'

export function Island<P extends object>({
  id,
  component: Component,
  props,
}: {
  id: string
  component: ComponentType<P>
  props: P
}) {
  return (
    <div id={id}>
      <Component {...props} />
    </div>
  )
}
