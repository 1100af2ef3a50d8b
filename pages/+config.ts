// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every route is rendered to static HTML at build time; the server only hands out files.
  prerender: true,
  passToClient: [],
  // https://vike.dev/render-modes#html-only: pages are rendered on the server only, so no page ships React or Vike's
  // runtime. Each page's script is its +client.ts: the small shared one (./+client.ts), or, on the two pages with
  // something interactive, one that also hydrates that part with React (components/Island.tsx).
  meta: { Page: { env: { server: true } } },
} satisfies Config
