// The production build, for tests that need it: built when a source is newer than it (as `npm start` does), and
// its pages listed. Tests reach the build through here, so no test imports the build's own code.
// @ts-expect-error: a plain JavaScript module shared with `npm start`
export { ensureBuilt } from '../tooling/run/ensure-built.mjs'
export { builtPages, type BuiltPage } from '../tooling/postbuild/builtPages.ts'
