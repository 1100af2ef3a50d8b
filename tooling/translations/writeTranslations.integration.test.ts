import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { editFile } from '../../testing/contentFixture.ts'
import { contentRepository } from '../../testing/gitFixture.ts'
import { flagsScriptFile } from './adminHook.ts'
import { editorsPagePath } from './editorsPage.ts'
import { statusFile, type TranslationStatus } from './translationStatus.ts'
import { writeTranslations } from './writeTranslations.ts'

describe('the build’s step for the translators', () => {
  it('after an English-only commit to the D33 summary, writes the state the editor flags it from, the flags and both pages', async () => {
    const { content, commit } = contentRepository()
    editFile(content, 'initiatives/dubai-d33.mdx', (text) => text.replace('ten-year agenda', 'decade-long plan'))
    commit('The D33 summary in other words', '2025-03-10')
    const client = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'))

    expect(await writeTranslations(client, content)).toBe('1 Arabic text to update in 1 entry (history: full)')

    const status = JSON.parse(fs.readFileSync(path.join(client, statusFile), 'utf8')) as TranslationStatus
    expect(status.history).toBe('full')
    expect(status.entries).toMatchObject([
      {
        collection: 'initiatives',
        entry: 'dubai-d33',
        since: '2025-03-10T09:00:00+04:00',
        fields: [{ field: 'summary', keyPath: 'summary', file: 'content/ar/initiatives/dubai-d33.mdx' }],
      },
    ])
    expect(fs.readFileSync(path.join(client, 'admin', flagsScriptFile), 'utf8')).toContain('/admin/translations.json')
    const title = (file: string) =>
      YAML.parse(/^title: (.*)$/m.exec(fs.readFileSync(path.join(content, file), 'utf8'))![1]!) as string
    for (const [locale, file] of [
      ['en', 'initiatives/dubai-d33.mdx'],
      ['ar', 'ar/initiatives/dubai-d33.mdx'],
    ] as const) {
      const page = fs.readFileSync(path.join(client, editorsPagePath[locale], 'index.html'), 'utf8')
      expect(page).toContain(`<h2 id="entry-initiatives-dubai-d33">${title(file)}</h2>`)
      expect(page).toContain('decade-long plan</ins>')
    }
  })

  it('outside a git repository, flags nothing and says why on the pages', async () => {
    const content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-')), 'content')
    fs.cpSync(path.resolve('content'), content, { recursive: true })
    const client = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'))

    expect(await writeTranslations(client, content)).toBe('0 Arabic texts to update in 0 entries (history: none)')
    expect(fs.readFileSync(path.join(client, editorsPagePath.en, 'index.html'), 'utf8')).toContain('whole history')
  })
})
