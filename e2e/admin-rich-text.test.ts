// The formatted-text view of the bodies: opening an entry there leaves its Markdown as it is, in both languages, so an
// untouched entry has nothing to save. (admin-preview.test.ts holds a save there to the one tag inserted.)
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { contentTypes } from '../lib/content/contentTypes.ts'
import { splitFrontMatter } from '../lib/content/frontMatter.ts'
import type { Locale } from '../lib/locales.ts'
import { openEditor, openCollection } from '../testing/browser/cmsEditor.ts'
import { browserForThisFile } from '../testing/browser/pages.ts'

const browser = browserForThisFile()

interface ConfigField {
  name: string
  modes?: string[]
}

/** The CMS's Save button, in the words of each editor's interface. */
const saveButton: Record<Locale, string> = {
  en: 'Save',
  ar: JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/locales/ar.json', 'utf8')).save,
}

const titleOf = (file: string) => (splitFrontMatter(fs.readFileSync(file, 'utf8')).data as { title: string }).title

/** Every entry with a body, by its collection's label and its title in `locale`. */
function entriesWithBodies(locale: Locale): { collection: string; title: string }[] {
  return contentTypes.flatMap((type) => {
    if (type.kind !== 'collection' || !type.body) return []
    const folder = path.join('content', locale === 'en' ? '' : locale, type.folder)
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => ({ collection: type.label[locale], title: titleOf(path.join(folder, name)) }))
  })
}

async function untouchedInFormattedText(page: Page, locale: Locale, entry: { collection: string; title: string }) {
  await openCollection(page, entry.collection)
  await page.getByRole('row', { name: entry.title, exact: true }).click()
  // The body's formatted text, drawn from its Markdown once the form is scrolled down to it.
  const text = page.locator('[contenteditable="true"]').first()
  // Over the fields: on the left in /admin, on the right in /admin/ar.
  const field = page.getByRole('textbox').first()
  await field.waitFor()
  const fields = (await field.boundingBox())!
  for (let turn = 0; turn < 20 && !(await text.isVisible()); turn += 1) {
    await page.mouse.move(fields.x + fields.width / 2, 500)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(250)
  }
  await text.waitFor()
  await page.waitForTimeout(500)
  return page.getByRole('button', { name: saveButton[locale], exact: true }).isDisabled()
}

describe('the formatted text of a body', () => {
  for (const locale of ['en', 'ar'] as const)
    it(`changes no ${locale === 'en' ? 'English' : 'Arabic'} body by being opened`, async () => {
      // The formatted text first, as an editor who chose it finds it.
      const editor = await openEditor(browser(), {
        locale,
        configure: (configuration) => {
          for (const collection of configuration.collections as { fields?: ConfigField[] }[])
            for (const field of collection.fields ?? []) if (field.modes) field.modes = ['rich_text', 'raw']
        },
      })
      try {
        const changed: string[] = []
        for (const entry of entriesWithBodies(locale)) {
          if (!(await untouchedInFormattedText(editor.page, locale, entry))) changed.push(entry.title)
          await editor.page.goBack()
        }
        expect(changed).toEqual([])
      } finally {
        await editor.close()
      }
    }, 600_000)
})
