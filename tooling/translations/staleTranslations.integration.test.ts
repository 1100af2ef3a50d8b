import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { editFile } from '../../testing/contentFixture.ts'
import { contentRepository } from '../../testing/gitFixture.ts'
import { arabicToUpdateSection } from './staleReport.ts'
import { staleTranslations } from './staleTranslations.ts'

const run = promisify(execFile)

const d33 = 'initiatives/dubai-d33.mdx'
const summaryOf = (content: string, file: string) =>
  YAML.parse(/^summary: (.*)$/m.exec(fs.readFileSync(path.join(content, file), 'utf8'))![1]!) as string

/** The repository after an editor's English-only change to the D33 card summary, committed on 2025-03-10. */
function englishChanged() {
  const fixture = contentRepository()
  const before = summaryOf(fixture.content, d33)
  editFile(fixture.content, d33, (text) =>
    text.replace(
      /^summary: (.*)$/m,
      (_line, summary: string) => `summary: ${summary.replace(/ten-year agenda/, 'decade-long plan')}`,
    ),
  )
  fixture.commit('The D33 summary in other words', '2025-03-10')
  return { ...fixture, before, after: summaryOf(fixture.content, d33) }
}

describe('Arabic texts their English left behind, read from git', () => {
  it('lists the Arabic summary after a commit that changes only the English one, with the English before and after', () => {
    const { repo, content, before, after } = englishChanged()

    const list = staleTranslations({ repo, contentDir: content })

    expect(list.map((each) => [each.file, each.field])).toEqual([[`content/ar/${d33}`, 'summary']])
    const [summary] = list
    const title = YAML.parse(/^title: (.*)$/m.exec(fs.readFileSync(path.join(content, d33), 'utf8'))![1]!)
    expect(summary!.place.en).toBe(`Initiatives › ${title} › Card summary (Arabic)`)
    expect([summary!.before, summary!.after, summary!.since]).toEqual([before, after, '2025-03-10T09:00:00+04:00'])
    expect(summary!.diff.filter((part) => part.kind !== 'same').map((part) => [part.kind, part.text.trim()])).toEqual([
      ['removed', 'ten-year agenda'],
      ['added', 'decade-long plan'],
    ])
    expect(summary!.translation).toBe(summaryOf(content, `ar/${d33}`))
  })

  it('with --base, lists only what the commits since the base left behind', () => {
    const { repo, content, commit } = englishChanged()
    expect(staleTranslations({ repo, contentDir: content, base: 'HEAD~1' })).toHaveLength(1)
    // A later commit that changes none of the English: the summary was left behind before it.
    editFile(content, 'ar/initiatives/net-zero-2050.mdx', (text) => `${text}\n`)
    commit('A file rewritten', '2025-03-11')
    expect(staleTranslations({ repo, contentDir: content, base: 'HEAD~1' })).toEqual([])
    expect(staleTranslations({ repo, contentDir: content })).toHaveLength(1)
  })

  it('lists it no more once a commit updates the Arabic summary', () => {
    const { repo, content, commit } = englishChanged()
    editFile(content, `ar/${d33}`, (text) => text.replace(/^summary: (\S+) /m, 'summary: $1 الممتدة '))
    commit('The Arabic D33 summary follows the English', '2025-03-12')

    expect(staleTranslations({ repo, contentDir: content })).toEqual([])
  })

  it('lists it no more once a translator marks the Arabic checked against the English now, and again when the English moves on', () => {
    const { repo, content, commit } = englishChanged()
    const [flagged] = staleTranslations({ repo, contentDir: content })
    fs.mkdirSync(path.join(repo, 'translations'))
    fs.writeFileSync(
      path.join(repo, 'translations/reviewed.yaml'),
      YAML.stringify({ reviewed: [{ file: flagged!.file, field: flagged!.field, english: flagged!.englishVersion }] }),
    )
    expect(staleTranslations({ repo, contentDir: content })).toEqual([])

    editFile(content, d33, (text) => text.replace('decade-long plan', 'ten-year plan'))
    commit('The D33 summary once more', '2025-03-13')
    expect(staleTranslations({ repo, contentDir: content }).map((each) => each.field)).toEqual(['summary'])
  })

  it('flags a paragraph of the text below the fields by its place', () => {
    const { repo, content, commit } = contentRepository()
    editFile(content, d33, (text) => text.replace(/(AED \d+) trillion/, '$1 trillion (about USD 8.7 trillion)'))
    commit('A figure explained', '2025-04-01')

    const list = staleTranslations({ repo, contentDir: content })
    expect(list.map((each) => [each.field, each.place.en.split(' › ').at(-1)])).toEqual([
      ['text › paragraph 2', 'National Vision text (Arabic), paragraph 2'],
    ])
  })

  it('npm run translations prints the list, and with --json the same for tools, and exits 0', async () => {
    const { content, after } = englishChanged()
    const env = { ...process.env, CONTENT_DIR: content }
    const script = path.resolve('scripts/translations.ts')

    const text = await run(process.execPath, ['--import', 'tsx', script, '--base', 'HEAD~1'], { env })
    expect(text.stdout).toContain('1 Arabic text to update')
    expect(text.stdout).toContain('English changed on 2025-03-10')
    expect(text.stdout).toContain('{+decade-long plan+}')

    const json = await run(process.execPath, ['--import', 'tsx', script, '--json'], { env })
    expect(JSON.parse(json.stdout)).toMatchObject([{ field: 'summary', after }])
  })

  it('renders the pull request’s section “Arabic to update”, in English and in Arabic, with the link into /admin/ar', () => {
    const { repo, content } = englishChanged()
    const section = arabicToUpdateSection(
      staleTranslations({ repo, contentDir: content, base: 'HEAD~1' }),
      'https://www.company.example',
    )

    expect(section).toContain('### Arabic to update')
    expect(section).toContain('### عربي يحتاج إلى تحديث')
    expect(section).toContain('English changed on 2025-03-10: ')
    expect(section).toContain('تغيّر النص الإنجليزي في 2025-03-10: ')
    expect(section).toContain('<del>ten-year agenda</del>')
    expect(section).toContain('<ins>decade-long plan</ins>')
    expect(section).toContain('(https://www.company.example/admin/ar/#/collections/initiatives/entries/dubai-d33)')
    expect(section.indexOf('<div dir="rtl" lang="ar">')).toBeLessThan(section.indexOf('### عربي يحتاج إلى تحديث'))
    // In the Arabic part the English is set apart, so its full stop stays at its end; the English part needs nothing.
    const [english, arabic] = section.split('<div dir="rtl" lang="ar">')
    expect(arabic).toMatch(
      /تغيّر النص الإنجليزي في 2025-03-10: <span dir="ltr" lang="en">[^<]*<del>ten-year agenda<\/del>/,
    )
    expect(english).not.toContain('<span dir="ltr"')
  })
})
