// /admin/ar as an Arabic-speaking editor meets it: entries open on their Arabic words with the Arabic page in the
// preview, the lists and the title bar name entries by their Arabic titles, nothing offers to switch to English, and a
// save writes exactly the files a save from /admin writes. The words are read from content/.
import fs from 'node:fs'
import type { Page } from 'playwright-core'
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import { contentTypes } from '../lib/content/contentTypes.ts'
import type { Locale } from '../lib/locales.ts'
import { type Editor, fieldLabel, openEditor, openCollection } from '../testing/browser/cmsEditor.ts'
import { browserForThisFile } from '../testing/browser/pages.ts'

const browser = browserForThisFile()

/** EDITOR_SCREENSHOTS=1 writes the editors' guide's pictures of the Arabic editor (docs/editor/ar-collection.png and ar-entry.png). */
const screenshots = process.env.EDITOR_SCREENSHOTS ? 'docs/editor' : undefined

const fieldsOfMdx = (text: string) => YAML.parse(text.split('\n---\n')[0]!.replace(/^---\n/, ''))
const frontMatter = (file: string) => fieldsOfMdx(fs.readFileSync(file, 'utf8'))
const initiatives = contentTypes.find((type) => type.id === 'initiative')!
const d33 = {
  en: frontMatter('content/initiatives/dubai-d33.mdx'),
  ar: frontMatter('content/ar/initiatives/dubai-d33.mdx'),
}

/** The CMS's own words in its Arabic interface (its locale file), such as the Save button's. */
const cmsArabic = JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/locales/ar.json', 'utf8'))

const editorGroup = (page: Page) => page.getByRole('group', { name: /^(محرر المحتوى|Content Editor)$/ })

async function openD33(page: Page, locale: Locale) {
  await openCollection(page, initiatives.label[locale])
  await page.getByRole('row', { name: d33[locale].title, exact: true }).click()
  await editorGroup(page).waitFor()
}

/** The subtitle's field of the pane that edits, by its label in the editor's language. */
const subtitleField = (page: Page, locale: Locale) =>
  editorGroup(page)
    .getByRole('textbox', { name: fieldLabel('initiative', ['subtitle'], locale), exact: true })
    .first()

async function save(page: Page, locale: Locale) {
  await page.getByRole('button', { name: locale === 'ar' ? cmsArabic.save : 'Save', exact: true }).click()
  await editorGroup(page).waitFor({ state: 'detached' })
}

function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort()
}

describe('/admin/ar for an Arabic-speaking editor', () => {
  it('lists the initiatives by their Arabic titles with their pictures, and opens D33 on its Arabic words, drawn right to left', async () => {
    const editor = await openEditor(browser(), { locale: 'ar', viewTransitions: true })
    try {
      const { page } = editor
      // The browser here speaks English: the CMS offered, in English, to switch its interface to it.
      expect(await page.evaluate(() => navigator.language)).toMatch(/^en/)
      for (const type of [contentTypes.find((candidate) => candidate.id === 'news-item')!, initiatives]) {
        await openCollection(page, type.label.ar)
        // The CMS announces the collection it shows once its list is drawn.
        await page.getByRole('status').filter({ hasText: type.label.ar }).waitFor()
        const rows = page.getByRole('main').getByRole('grid').getByRole('row')
        await rows.first().waitFor()
        // Every row has its picture: an image with an address, not the empty box it had (its thumbnail is made in
        // the browser, which on a busy machine may draw it later).
        const pictured = () => rows.locator('img[src]').count()
        await expect.poll(pictured, { timeout: 120_000 }).toBe(await rows.count())
      }
      // The list names every entry by its Arabic title.
      const rows = page.getByRole('main').getByRole('grid').getByRole('row')
      await expect.poll(() => rows.filter({ hasText: d33.ar.title }).count()).toBe(1)
      expect(await rows.filter({ hasText: d33.en.title }).count()).toBe(0)
      expect(
        await page
          .locator('#nc-root')
          .getByText(/English/)
          .count(),
      ).toBe(0)
      if (screenshots) await page.screenshot({ path: `${screenshots}/ar-collection.png` })

      await page.getByRole('row', { name: d33.ar.title, exact: true }).click()
      await editorGroup(page).waitFor()
      // The field an editor types into first holds the Arabic file's words.
      await expect.poll(() => subtitleField(page, 'ar').inputValue()).toBe(d33.ar.subtitle)
      // The title bar names the entry in Arabic.
      expect(await page.getByRole('toolbar').filter({ hasText: d33.ar.title }).count()).toBeGreaterThan(0)
      // The preview draws the Arabic page.
      const frame = page.frameLocator('iframe.preview')
      const heading = frame.locator('h1', { hasText: d33.ar.title })
      await heading.waitFor()
      expect(
        await frame.locator('html').evaluate((html) => [html.getAttribute('lang'), html.getAttribute('dir')]),
      ).toEqual(['ar', 'rtl'])
      expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
        /^"IBM Plex Sans Arabic"/,
      )
      if (screenshots) {
        await frame.locator('body').evaluate(() => document.fonts.ready.then(() => undefined))
        await page.screenshot({ path: `${screenshots}/ar-entry.png` })
      }
      expect(editor.foreignRequests).toEqual([])
      expect(editor.violations).toEqual([])
    } finally {
      await editor.close()
    }
  }, 400_000)

  it('saves an Arabic subtitle into the same file, in the same form, as /admin does', async () => {
    const saved: Partial<Record<Locale, Map<string, string>>> = {}
    let before = new Map<string, string>()
    for (const locale of ['en', 'ar'] as const) {
      const editor: Editor = await openEditor(browser(), { locale })
      try {
        const { page } = editor
        before = await editor.contentFiles()
        await openD33(page, locale)
        if (locale === 'en') await editorGroup(page).getByRole('radio', { name: 'Arabic' }).first().click()
        // /admin's Arabic pane, or /admin/ar's first pane: the Arabic subtitle.
        const field = editorGroup(page)
          .getByRole('group', { name: /^(Edit|تحرير محتوى) \u2068?(Arabic|العربية)/ })
          .getByRole('textbox', { name: fieldLabel('initiative', ['subtitle'], locale), exact: true })
          .first()
        await expect.poll(() => field.inputValue()).toBe(d33.ar.subtitle)
        await field.fill(`${d33.ar.subtitle} اليوم`)
        await save(page, locale)
        saved[locale] = await editor.contentFiles()
      } finally {
        await editor.close()
      }
    }
    expect(changedFiles(before, saved.en!)).toEqual(['content/ar/initiatives/dubai-d33.mdx'])
    expect(changedFiles(before, saved.ar!)).toEqual(['content/ar/initiatives/dubai-d33.mdx'])
    expect(saved.ar!.get('content/ar/initiatives/dubai-d33.mdx')).toBe(
      saved.en!.get('content/ar/initiatives/dubai-d33.mdx'),
    )
  }, 300_000)
})
