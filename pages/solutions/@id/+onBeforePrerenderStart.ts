// https://vike.dev/onBeforePrerenderStart
import { loadSiteContent } from '../../../lib/content/loadSiteContent.ts'

/** One page per file in content/solutions/: a new file is a new page with no code change. */
export function onBeforePrerenderStart(): string[] {
  return loadSiteContent().solutions.map(({ slug }) => `/solutions/${slug}`)
}
