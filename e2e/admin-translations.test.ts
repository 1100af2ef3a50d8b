// The Arabic to update, where the translator works: after a commit that changes only the English D33 card summary,
// /admin/ar marks D33 in the initiatives' list and shows, on its Arabic summary, when the English changed and its
// words before and after; the editors' page lists the entry, without JavaScript and clean for axe. The state is the
// one the build makes from git history (tooling/translations/), made here from a repository of the test's own,
// since the site under test was built from this clone's history.
import fs from 'node:fs'
import path from 'node:path'
import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { contentTypes } from '../lib/content/contentTypes.ts'
import { dictionaries } from '../lib/content/translations/dictionaries.ts'
import { openCollection, openEditor } from '../testing/browser/cmsEditor.ts'
import { contentRepository } from '../testing/gitFixture.ts'
import { browserForThisFile, openPage } from '../testing/browser/pages.ts'
import { editFile } from '../testing/contentFixture.ts'
import { editorsPage, editorsPagePath, pageWords } from '../tooling/translations/editorsPage.ts'
import { reviewedCollection } from '../tooling/translations/reviewedCollection.ts'
import { reviewedFile } from '../tooling/translations/reviewedMarks.ts'
import { groupByEntry, type TranslationStatus } from '../tooling/translations/translationStatus.ts'
import { staleTranslations } from '../tooling/translations/staleTranslations.ts'

const browser = browserForThisFile()
/** The CMS's own words in its Arabic interface (its locale file), such as the Save button's. */
const cmsArabic = JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/locales/ar.json', 'utf8'))
const initiatives = contentTypes.find((type) => type.id === 'initiative')!
const d33 = 'initiatives/dubai-d33.mdx'
const fieldsOf = (file: string) =>
  YAML.parse(
    fs
      .readFileSync(file, 'utf8')
      .split('\n---\n')[0]!
      .replace(/^---\n/, ''),
  )
const titles = { en: fieldsOf(`content/${d33}`).title as string, ar: fieldsOf(`content/ar/${d33}`).title as string }

/** The state a build makes after an English-only commit to the D33 card summary, on 2025-03-10. */
function stateAfterEnglishChange(): { status: TranslationStatus; removed: string; added: string } {
  const { repo, content, commit } = contentRepository()
  const summary = fieldsOf(path.join(content, d33)).summary as string
  const [removed, added] = [summary.split(' ').slice(1, 3).join(' '), 'decade-long plan']
  editFile(content, d33, (text) => text.replace(removed, added))
  commit('The D33 summary in other words', '2025-03-10')
  return {
    status: { history: 'full', entries: groupByEntry(staleTranslations({ repo, contentDir: content })) },
    removed,
    added,
  }
}

const serveStatus = (status: TranslationStatus) => async (page: Page) => {
  await page.route('**/admin/translations.json', (route) =>
    route.fulfill({ body: JSON.stringify(status), contentType: 'application/json' }),
  )
}

describe('the Arabic to update at /admin/ar', () => {
  it('marks D33 in the list and shows, on its Arabic summary, the English change: when, its new words and the words they replaced', async () => {
    const { status, removed, added } = stateAfterEnglishChange()
    const editor = await openEditor(browser(), { locale: 'ar', prepare: serveStatus(status) })
    try {
      const { page } = editor
      await openCollection(page, initiatives.label.ar)
      const row = page.getByRole('main').getByRole('grid').getByRole('row').filter({ hasText: titles.ar })
      await expect.poll(() => row.getByText(pageWords.ar.title).count()).toBe(1)
      // Only the entry with a flagged field is marked.
      expect(await page.getByRole('main').getByRole('grid').getByText(pageWords.ar.title).count()).toBe(1)

      await row.click()
      const flag = page.locator('[data-locale="ar"] [data-key-path="summary"]').getByRole('note')
      await flag.waitFor()
      const said = dictionaries.ar.translations.flags
      expect(await flag.textContent()).toContain(`${said.changed.before}2025-03-10${said.changed.after}`)
      expect((await flag.locator('del').textContent())?.trim()).toBe(`${said.removed} ${removed}`)
      expect((await flag.locator('ins').textContent())?.trim()).toBe(`${said.added} ${added}`)
      expect(await flag.locator('del').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe(
        'line-through',
      )
      // No other field is flagged.
      expect(await page.getByRole('note').filter({ hasText: said.changed.before.trim() }).count()).toBe(1)
      if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: 'screenshots/admin-ar-flag.png' })
      expect(editor.violations).toEqual([])
    } finally {
      await editor.close()
    }
  }, 400_000)
})

describe('a translator’s “checked” mark', () => {
  it('is written by /admin/ar into translations/reviewed.yaml, in the form npm run translations reads', async () => {
    const { status } = stateAfterEnglishChange()
    const [flagged] = status.entries[0]!.fields
    const collection = reviewedCollection('ar')
    const [list] = collection.files[0]!.fields
    const editor = await openEditor(browser(), { locale: 'ar' })
    try {
      const { page } = editor
      await openCollection(page, collection.label)
      await page.getByRole('row', { name: collection.files[0]!.label, exact: true }).click()
      const group = page.getByRole('group', { name: /^(محرر المحتوى|Content Editor)$/ })
      await group.waitFor()
      await group
        .getByRole('button', { name: new RegExp(`^${cmsArabic.add}`) })
        .first()
        .click()
      const [file, field, english] = list!.fields
      await group.getByRole('textbox', { name: file!.label, exact: true }).fill(flagged!.file)
      await group.getByRole('textbox', { name: field!.label, exact: true }).fill(flagged!.field)
      await group.getByRole('textbox', { name: english!.label, exact: true }).fill(flagged!.englishVersion)
      await page.getByRole('button', { name: cmsArabic.save, exact: true }).click()
      await group.waitFor({ state: 'detached' })

      const saved = YAML.parse(await editor.readFile(reviewedFile))
      expect(saved).toEqual({
        reviewed: [{ file: flagged!.file, field: flagged!.field, english: flagged!.englishVersion }],
      })
      expect(editor.violations).toEqual([])
    } finally {
      await editor.close()
    }
  }, 400_000)
})

describe('the editors’ page of the Arabic to update', () => {
  const axeViolations = async (page: Page) => {
    await page.evaluate(axe.source)
    return page.evaluate(async () => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') }
      const result = await axe.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
        },
      })
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      )
    })
  }

  it.each(['en', 'ar'] as const)(
    'lists the flagged entry in %s, with no script to need, clean for axe',
    async (locale) => {
      const { status, added } = stateAfterEnglishChange()
      const { page, close } = await openPage(browser(), editorsPagePath[locale])
      try {
        // The page as built for this state: the build's own state has nothing flagged.
        await page.setContent(editorsPage(status, locale))
        expect(await page.locator('script').count()).toBe(0)
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageWords[locale].title)
        expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe(titles[locale])
        expect(await page.locator('ins').first().textContent()).toContain(added)
        const link = page.getByRole('link', { name: pageWords[locale].open(titles[locale]) })
        expect(await link.getAttribute('href')).toBe('/admin/ar/#/collections/initiatives/entries/dubai-d33')
        await page.setViewportSize({ width: 390, height: 844 })
        if (process.env.EDITOR_SCREENSHOTS)
          await page.screenshot({ path: `screenshots/translations-${locale}.png`, fullPage: true })
        expect(await axeViolations(page)).toEqual([])
      } finally {
        await close()
      }
    },
  )

  it.each(['en', 'ar'] as const)('as built, at %s, answers and is linked from the editor’s bar', async (locale) => {
    const { page, close } = await openPage(browser(), editorsPagePath[locale])
    try {
      expect(await page.locator('script').count()).toBe(0)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageWords[locale].title)
      expect(await axeViolations(page)).toEqual([])
      await page.goto(page.url().replace(/\/translations\/?$/, ''))
      expect(await page.getByRole('link', { name: pageWords[locale].title }).getAttribute('href')).toBe(
        editorsPagePath[locale],
      )
    } finally {
      await close()
    }
  })
})
