import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { editFile } from '../../testing/contentFixture.ts'
import { contentRepository } from '../../testing/gitFixture.ts'
import { composeComment } from './pullRequestComment.ts'

const run = promisify(execFile)

/** The repository after an editor's English-only change to the D33 card summary, committed on 2025-03-10. */
function englishChanged() {
  const fixture = contentRepository()
  editFile(fixture.content, 'initiatives/dubai-d33.mdx', (text) => text.replace('ten-year agenda', 'decade-long plan'))
  fixture.commit('The D33 summary in other words', '2025-03-10')
  return fixture
}

describe('the pull request’s comment', () => {
  it('the content check’s report for a pull request ends with the Arabic its English left behind, and the check passes', async () => {
    const { content } = englishChanged()
    const report = path.join(path.dirname(content), 'report.md')
    await run(process.execPath, ['--import', 'tsx', path.resolve('scripts/check-content.ts')], {
      env: { ...process.env, CONTENT_DIR: content, CONTENT_REPORT: report, TRANSLATIONS_BASE: 'HEAD~1', SITE_URL: '' },
    })

    const comment = composeComment(fs.readFileSync(report, 'utf8'))
    expect(comment).toMatch(/### The content check found no problems[\s\S]*### Arabic to update\n/)
    expect(comment).toContain(
      '**Initiatives › Dubai Economic Agenda (D33) › Card summary (Arabic)** English changed on 2025-03-10: ',
    )
    expect(comment).toContain('<ins>decade-long plan</ins>')
    expect(comment).toContain('/admin/ar/#/collections/initiatives/entries/dubai-d33)')
  })

  it('says nothing of translations when the pull request changes none of the English', async () => {
    const { content } = contentRepository()
    const report = path.join(path.dirname(content), 'report.md')
    await run(process.execPath, ['--import', 'tsx', path.resolve('scripts/check-content.ts')], {
      env: { ...process.env, CONTENT_DIR: content, CONTENT_REPORT: report, TRANSLATIONS_BASE: 'HEAD', SITE_URL: '' },
    })
    expect(fs.readFileSync(report, 'utf8')).not.toContain('Arabic to update')
  })
})
