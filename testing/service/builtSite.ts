// The production build, for tests that need it: built when a source is newer than it (as `npm start` does), and
// its pages listed. Tests reach the build through here, so no test imports the build's own code.
// @ts-expect-error: a plain JavaScript module shared with `npm start`
import { ensureBuilt as buildWhenStale } from '../../tooling/run/ensure-built.mjs'
import { type BuiltPage, builtPages as listBuiltPages } from '../../tooling/postbuild/builtPages.ts'
import { needsIntegration } from '../testKit.ts'

export type { BuiltPage }

/** Builds the site into dist/ unless it is newer than every source. */
export function ensureBuilt(): void {
  needsIntegration('needs the built site')
  buildWhenStale()
}

/** The prerendered pages in dist/client. */
export function builtPages(root: string): BuiltPage[] {
  needsIntegration('reads the built site')
  return listBuiltPages(root)
}
