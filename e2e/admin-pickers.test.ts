// The pickers of /admin and /admin/ar: a solution's symbol drawn as the site draws it, with the whole set to search by
// name in either language, and its accent colour as swatches; a save after choosing both changes those two values and
// nothing else, in the English file and its Arabic twin. Names are read from the pickers' own words, the values from
// content/.
import fs from 'node:fs'
import { createElement } from 'react'
import type { Locator, Page } from 'playwright-core'
import { renderToStaticMarkup } from 'react-dom/server'
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import { Icon } from '../components/ui/Icon.tsx'
import type { IconName } from '../lib/content/iconNames.ts'
import type { Locale } from '../lib/locales.ts'
import { colourNames, pickerWords, symbolNames } from '../tooling/cms/pickers/pickerWords.ts'
import { fieldLabel, openCollection, openEditor } from '../testing/browser/cmsEditor.ts'
import { browserForThisFile } from '../testing/browser/pages.ts'
import { contentTypes } from '../lib/content/contentTypes.ts'

const browser = browserForThisFile()

/**
 * EDITOR_SCREENSHOTS=1 writes the editors' guide's pictures of the pickers and of a drawing's field
 * (docs/editor/pickers-en.png, symbols-en.png, drawing-field-en.png, and -ar for /admin/ar).
 */
const screenshots = process.env.EDITOR_SCREENSHOTS ? 'docs/editor' : undefined

const solutions = contentTypes.find((type) => type.id === 'solution')!
const frontMatter = (file: string) =>
  YAML.parse(
    fs
      .readFileSync(file, 'utf8')
      .split('\n---\n')[0]!
      .replace(/^---\n/, ''),
  )
const robotics = {
  en: frontMatter('content/solutions/robotics.mdx'),
  ar: frontMatter('content/ar/solutions/robotics.mdx'),
}

const editorGroup = (page: Page) => page.getByRole('group', { name: /^(محرر المحتوى|Content Editor)$/ })

async function openRobotics(page: Page, locale: Locale) {
  await openCollection(page, solutions.label[locale])
  await page
    .getByRole('row', { name: robotics.en.title, exact: true })
    .or(page.getByRole('row', { name: robotics.ar.title, exact: true }))
    .click()
  await editorGroup(page).waitFor()
}

/** The drawing of a symbol's <svg>, without its size and class: what the site's Icon component draws for `name`. */
const drawingOf = (name: IconName) =>
  renderToStaticMarkup(createElement(Icon, { name, className: '' })).replace(/^<svg[^>]*>|<\/svg>$/g, '')

/** The drawing inside the first <svg> of `place`. */
const drawnIn = (place: Locator) =>
  place
    .locator('svg')
    .first()
    .evaluate((svg) => svg.innerHTML)

/** The symbol and colour pickers of the pane that edits, by their fields' labels in the editor's language. */
function pickersOf(page: Page, locale: Locale) {
  const pane = page.locator('.pane[data-mode="edit"]').first()
  return {
    pane,
    symbols: pane.getByRole('radiogroup', { name: fieldLabel('solution', ['icon'], locale), exact: true }),
    colours: pane.getByRole('radiogroup', { name: fieldLabel('solution', ['color'], locale), exact: true }),
  }
}

describe('the pickers', () => {
  for (const locale of ['en', 'ar'] as const)
    it(`show the robotics symbol and colour as they look, and search symbols by name in either language (${locale === 'en' ? '/admin' : '/admin/ar'})`, async () => {
      const editor = await openEditor(browser(), { locale })
      try {
        const { page } = editor
        await openRobotics(page, locale)
        const { pane, symbols, colours } = pickersOf(page, locale)
        const current = robotics.en.icon as IconName
        // The chosen symbol, drawn as the site draws it, with its name in the editor's language.
        const chosen = pane.locator('.site-picker-chosen').filter({ hasText: symbolNames[current][locale] })
        await chosen.waitFor()
        expect(await drawnIn(chosen)).toBe(drawingOf(current))
        expect(await colours.getByRole('radio', { name: new RegExp(colourNames.sky[locale]) }).isChecked()).toBe(true)
        if (screenshots) {
          await colours.scrollIntoViewIfNeeded()
          await page.screenshot({ path: `${screenshots}/pickers-${locale}.png` })
        }
        // Every symbol of the set is offered, each drawn as the site draws it.
        await pane.getByText(pickerWords.change[locale]).click()
        const options = symbols.getByRole('radio')
        expect(await options.count()).toBe(Object.keys(symbolNames).length)
        const drone = symbols.locator('label').filter({ hasText: symbolNames.drone[locale] })
        expect(await drawnIn(drone)).toBe(drawingOf('drone'))
        // Found by the other language's name as well as the editor's own.
        const search = pane.getByRole('searchbox', { name: pickerWords.search[locale] })
        for (const words of [symbolNames.drone.en.toLowerCase(), symbolNames.drone.ar]) {
          await search.fill(words)
          await expect.poll(() => options.count()).toBe(1)
          expect(await symbols.getByRole('radio', { name: symbolNames.drone[locale] }).count()).toBe(1)
        }
        await search.fill('')
        if (screenshots) {
          await pane.getByRole('searchbox').scrollIntoViewIfNeeded()
          await page.screenshot({ path: `${screenshots}/symbols-${locale}.png` })
        }
        expect(editor.violations).toEqual([])
      } finally {
        await editor.close()
      }
    }, 240_000)

  for (const locale of ['en', 'ar'] as const)
    it(`show the D33 initiative's drawing in its field, not a file icon (${locale === 'en' ? '/admin' : '/admin/ar'})`, async () => {
      const editor = await openEditor(browser(), { locale })
      try {
        const { page } = editor
        const initiatives = contentTypes.find((type) => type.id === 'initiative')!
        const d33 = ['', 'ar/'].map((folder) => frontMatter(`content/${folder}initiatives/dubai-d33.mdx`).title)
        await openCollection(page, initiatives.label[locale])
        await page
          .getByRole('row', { name: d33[0], exact: true })
          .or(page.getByRole('row', { name: d33[1], exact: true }))
          .click()
        const field = page.locator('.pane[data-mode="edit"] .field[data-key-path="illustration.src"]').first()
        await field.scrollIntoViewIfNeeded()
        const drawing = field.locator('img')
        await drawing.waitFor()
        // The drawing itself, loaded: the file the entry names, at its size.
        await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
        expect(await field.locator('.no-thumbnail').count()).toBe(0)
        // The value stays as the file writes it.
        expect(await field.getByRole('textbox').textContent()).toBe(
          frontMatter('content/initiatives/dubai-d33.mdx').illustration.src,
        )
        if (screenshots) await page.screenshot({ path: `${screenshots}/drawing-field-${locale}.png` })
      } finally {
        await editor.close()
      }
    }, 240_000)

  it('save the symbol and the colour chosen as the files write them, and nothing else', async () => {
    const editor = await openEditor(browser())
    try {
      const { page } = editor
      const before = await editor.contentFiles()
      await openRobotics(page, 'en')
      const { pane, symbols, colours } = pickersOf(page, 'en')
      await pane.getByText(pickerWords.change.en).click()
      await pane.getByRole('searchbox', { name: pickerWords.search.en }).fill(symbolNames.drone.en)
      // By the keyboard: the radio buttons take focus and Space chooses, as everywhere.
      await symbols.getByRole('radio', { name: symbolNames.drone.en }).focus()
      await page.keyboard.press('Space')
      await colours.getByRole('radio', { name: new RegExp(colourNames.emerald.en) }).focus()
      await page.keyboard.press('Space')
      await expect.poll(() => symbols.getByRole('radio', { name: symbolNames.drone.en }).isChecked()).toBe(true)
      await page.getByRole('button', { name: 'Save' }).click()
      await editorGroup(page).waitFor({ state: 'detached' })
      const after = await editor.contentFiles()
      const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file)).sort()
      expect(changed).toEqual(['content/ar/solutions/robotics.mdx', 'content/solutions/robotics.mdx'])
      for (const file of changed)
        expect(after.get(file)).toBe(
          before
            .get(file)!
            .replace('\nicon: hard-hat\n', '\nicon: drone\n')
            .replace('\ncolor: sky\n', '\ncolor: emerald\n'),
        )
    } finally {
      await editor.close()
    }
  }, 240_000)
})
