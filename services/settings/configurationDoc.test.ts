import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { configurationDoc, configurationDocFile, settingRows } from './configurationDoc.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

it('docs/configuration.md is up to date with the settings’ schema: run `npm run docs:config` after changing one', () => {
  expect(
    fs.readFileSync(`${repoRoot}/${configurationDocFile}`, 'utf8') === configurationDoc(),
    'docs/configuration.md is out of date: run npm run docs:config',
  ).toBe(true)
})

it('lists every variable the service reads, each once, with its default and meaning', () => {
  const names = settingRows().map((row) => row.name)
  expect(new Set(names).size).toBe(names.length)
  for (const name of ['DATABASE_URL_FILE', 'DATABASE_ALLOW_PLAINTEXT', 'GITHUB_OAUTH_CLIENT_SECRET_FILE', 'NODE_ENV'])
    expect(names).toContain(name)
})
