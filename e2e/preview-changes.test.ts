// `npm run preview:changes` on a branch that changes one initiative: pictures of exactly that page, in English and
// Arabic, at phone and desktop widths, before and after. The branch is a temporary worktree of this commit with the
// initiative's text changed; the base's build is this checkout's (built for the browser tests), so only the branch is
// built here.
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'

const run = promisify(execFile)
const checkout = process.cwd()
const branch = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-branch-'))
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-out-'))

afterAll(() => {
  execFileSync('git', ['worktree', 'remove', '--force', branch], { stdio: 'ignore' })
  fs.rmSync(branch, { recursive: true, force: true })
  fs.rmSync(out, { recursive: true, force: true })
})

it('on a branch that changes one initiative, pictures exactly that page in both languages', async () => {
  execFileSync('git', ['worktree', 'add', '--detach', branch, 'HEAD'], { stdio: 'ignore' })
  fs.symlinkSync(path.join(checkout, 'node_modules'), path.join(branch, 'node_modules'))
  const [slug] = fs
    .readdirSync(path.join(branch, 'content/initiatives'))
    .sort()
    .map((name) => name.replace(/\.mdx$/, ''))
  // Its text below the fields, in both languages: a change that shows on its own page alone.
  for (const [file, words] of [
    [`content/initiatives/${slug}.mdx`, 'A sentence an editor added.'],
    [`content/ar/initiatives/${slug}.mdx`, 'جملة أضافها أحد المحررين.'],
  ] as const) {
    const target = path.join(branch, file)
    fs.writeFileSync(target, `${fs.readFileSync(target, 'utf8').trimEnd()}\n\n${words}\n`)
  }

  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(checkout, 'scripts/preview-changes.ts'),
      '--base',
      'HEAD',
      '--base-build',
      checkout,
      '--out',
      out,
    ],
    { cwd: branch, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 },
  )

  expect(stdout.trim().split('\n').at(-1)).toBe(out)
  const page = `vision-${slug}`
  expect(fs.readdirSync(out).sort()).toEqual(
    [
      ...['ar', 'en'].flatMap((locale) =>
        ['1280', '390'].flatMap((width) => ['after', 'before'].map((side) => `${page}-${locale}-${width}-${side}.png`)),
      ),
      'table.md',
    ].sort(),
  )
  for (const picture of fs.readdirSync(out).filter((name) => name.endsWith('.png')))
    expect(fs.statSync(path.join(out, picture)).size, picture).toBeGreaterThan(10_000)
  const rows = fs
    .readFileSync(path.join(out, 'table.md'), 'utf8')
    .split('\n')
    .filter((line) => /^\| \//.test(line))
  expect(rows).toEqual([
    `| /vision/${slug} | English | 390 | \`${page}-en-390-before.png\` | \`${page}-en-390-after.png\` |`,
    `| /vision/${slug} | English | 1280 | \`${page}-en-1280-before.png\` | \`${page}-en-1280-after.png\` |`,
    `| /ar/vision/${slug} | Arabic | 390 | \`${page}-ar-390-before.png\` | \`${page}-ar-390-after.png\` |`,
    `| /ar/vision/${slug} | Arabic | 1280 | \`${page}-ar-1280-before.png\` | \`${page}-ar-1280-after.png\` |`,
  ])
}, 600_000)
