import fs from 'node:fs'
import path from 'node:path'
// @ts-expect-error: a plain JavaScript module shared with `npm start`
import { ensureBuilt } from '../run/ensure-built.mjs'
import { checkProductionBuild, measureSite } from './measure.ts'

/**
 * Builds when sources changed, as `npm start` does, and again when the build in dist/ bundles React's development
 * build (as one started by a test runner, which sets NODE_ENV=test, does): budgets and benchmarks are about what
 * visitors get.
 */
export function ensureProductionBuild(): void {
  process.env.NODE_ENV = 'production'
  ensureBuilt()
  if (checkProductionBuild(measureSite()).length === 0) return
  console.log('dist/ holds a development build: building again for production.')
  fs.rmSync(path.resolve('dist/.build-stamp'), { force: true })
  ensureBuilt()
}
