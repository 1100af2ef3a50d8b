// The preview pane of /admin and /admin/ar without a mouse, and what it gives the clipboard: each marked text and
// picture takes the keyboard's focus in reading order, named for its field in the editor's language, with a ring that
// moves nothing; Enter brings the field forward, focused; a copy from the preview is the words without their field
// marks. The labels are read from the configuration each editor's page loads, the words from content/.
import fs from 'node:fs'
import type { FrameLocator, Locator, Page } from 'playwright-core'
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../lib/locales.ts'
import { adminConfigPath } from '../tooling/cms/adminPage.ts'
import { openCollection, openEditor } from '../testing/browser/cmsEditor.ts'
import { baseURL, browserForThisFile } from '../testing/browser/pages.ts'

const browser = browserForThisFile()

/** EDITOR_SCREENSHOTS=1 writes the editors' guide's pictures of the preview's focus (docs/editor/preview-focus-*.png). */
const screenshots = process.env.EDITOR_SCREENSHOTS ? 'docs/editor' : undefined

interface ConfigField {
  name: string
  label: string
}

/** The labels of the initiatives' fields in the configuration the build wrote for the editor of `locale`. */
async function initiativeLabels(locale: Locale): Promise<{ collection: string; labels: Map<string, string> }> {
  const config = YAML.parse(await (await fetch(`${baseURL()}${adminConfigPath(locale)}`)).text()) as {
    collections: { name: string; label: string; fields?: ConfigField[] }[]
  }
  const initiatives = config.collections.find(({ name }) => name === 'initiatives')!
  return {
    collection: initiatives.label,
    labels: new Map(initiatives.fields!.map((field) => [field.name, field.label])),
  }
}

const frontMatter = (file: string) =>
  YAML.parse(
    fs
      .readFileSync(file, 'utf8')
      .split('\n---\n')[0]!
      .replace(/^---\n/, ''),
  )
const preview = (page: Page): FrameLocator => page.frameLocator('iframe.preview')
const slug = 'dubai-d33'
const editWord: Record<Locale, string> = { en: 'Edit', ar: 'تحرير' }

/** Opens the D33 initiative in the editor of `locale`, its `language` values in the first pane and the preview. */
async function openD33(page: Page, collection: string) {
  await openCollection(page, collection)
  const titles = ['', 'ar/'].map((folder) => frontMatter(`content/${folder}initiatives/${slug}.mdx`).title)
  await page
    .getByRole('row', { name: titles[0], exact: true })
    .or(page.getByRole('row', { name: titles[1], exact: true }))
    .click()
  await page.locator('.pane[data-mode="edit"]').first().waitFor()
}

/** The words an element shows: its text without the invisible marks the preview gives every typed text. */
const shownText = async (element: Locator) => (await element.textContent())?.replace(/[\u{E0000}-\u{E007F}]/gu, '')

/** Whether the editor's focus is on `field` or inside it. */
const focusIsIn = (field: Locator) =>
  field.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))

describe('the preview by keyboard', () => {
  for (const locale of ['en', 'ar'] as const)
    it(`takes the subtitle's text in reading order, with a ring that moves nothing, and Enter focuses its field (${locale === 'en' ? '/admin' : '/admin/ar'})`, async () => {
      const { collection, labels } = await initiativeLabels(locale)
      const editor = await openEditor(browser(), { locale })
      try {
        const { page } = editor
        await openD33(page, collection)
        // The editor opens the entry on its own language's values.
        const { title, subtitle } = frontMatter(`content/${locale === 'ar' ? 'ar/' : ''}initiatives/${slug}.mdx`)
        const heading = preview(page).getByRole('button', { name: `${editWord[locale]}: ${labels.get('title')}` })
        const line = preview(page).getByRole('button', { name: `${editWord[locale]}: ${labels.get('subtitle')}` })
        await expect.poll(() => shownText(line.first())).toBe(subtitle)
        expect(await shownText(heading.first())).toBe(title)
        const before = await line.first().boundingBox()
        await heading.first().focus()
        await page.keyboard.press('Tab')
        // The next stop after the title is the subtitle: reading order.
        expect(await line.first().evaluate((element) => element === document.activeElement)).toBe(true)
        const ring = await line
          .first()
          .evaluate((element) => [getComputedStyle(element).outlineStyle, getComputedStyle(element).outlineWidth])
        expect(ring).toEqual(['solid', '2px'])
        expect(await line.first().boundingBox()).toEqual(before)
        if (screenshots) await page.screenshot({ path: `${screenshots}/preview-focus-${locale}.png` })

        const field = page
          .locator(`.pane[data-mode="edit"][data-locale="${locale}"]`)
          .getByRole('textbox', { name: labels.get('subtitle'), exact: true })
        await page.keyboard.press('Enter')
        await expect.poll(() => focusIsIn(field)).toBe(true)
        expect(await field.inputValue()).toBe(subtitle)
        expect(editor.violations).toEqual([])
      } finally {
        await editor.close()
      }
    }, 180_000)
})

describe('a copy from the preview', () => {
  it('gives the words as typed, as text and as HTML, without the marks naming their fields', async () => {
    const { collection, labels } = await initiativeLabels('en')
    const editor = await openEditor(browser())
    try {
      const { page } = editor
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() })
      await openD33(page, collection)
      const { title, subtitle } = frontMatter(`content/initiatives/${slug}.mdx`)
      const line = preview(page).getByRole('button', { name: `Edit: ${labels.get('subtitle')}` })
      await expect.poll(() => shownText(line.first())).toBe(subtitle)
      // The page holds the marks: what a copy must leave out.
      expect(await line.first().evaluate((element) => element.textContent!.length)).toBeGreaterThan(subtitle.length)
      // The title and the subtitle selected together, as an editor's drag over them does.
      await preview(page)
        .locator('main h1')
        .evaluate((h1) => {
          const paragraph = h1.nextElementSibling!.querySelector('p')!
          const range = h1.ownerDocument.createRange()
          range.setStartBefore(h1.firstChild!)
          range.setEndAfter(paragraph.lastChild!)
          const selection = h1.ownerDocument.getSelection()!
          selection.removeAllRanges()
          selection.addRange(range)
        })
      await line.first().press('ControlOrMeta+C')
      const copied = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read()
        return {
          text: await (await item!.getType('text/plain')).text(),
          html: await (await item!.getType('text/html')).text(),
        }
      })
      const tagCharacter = /[\u{E0000}-\u{E007F}]/u
      expect(copied.text.split(/\s*\n\s*/).filter(Boolean)).toEqual([title, subtitle])
      expect(copied.text).not.toMatch(tagCharacter)
      expect(copied.html).toContain(title)
      expect(copied.html).toContain(subtitle)
      expect(copied.html).not.toMatch(tagCharacter)
      expect(copied.html).not.toMatch(/data-key-path|data-preview/)
    } finally {
      await editor.close()
    }
  }, 180_000)
})
