// The order of an editor's lists in its own language: sorting the initiatives by title in /admin/ar follows their
// Arabic titles as Arabic sorts them, and /admin keeps the English titles' English order. The titles are read from
// content/, the sort menu's words from the CMS's own interface strings.
import fs from 'node:fs'
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import { contentTypes } from '../lib/content/contentTypes.ts'
import { localeInfo, type Locale } from '../lib/locales.ts'
import { fieldLabel, openCollection, openEditor } from '../testing/browser/cmsEditor.ts'
import { browserForThisFile } from '../testing/browser/pages.ts'

const browser = browserForThisFile()
const initiatives = contentTypes.find((type) => type.id === 'initiative')!

/** The CMS's words for its sort button and its ascending order, in the editor's interface language. */
const sortWords: Record<Locale, { menu: string; ascending: (label: string) => string }> = {
  en: { menu: 'Sort', ascending: (label) => `${label}, A to Z` },
  ar: (() => {
    const words = JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/locales/ar.json', 'utf8'))
    return { menu: words.sort, ascending: (label: string) => words.ascending.replace('{$label}', label) }
  })(),
}

/** Every initiative's title in `locale`, from its file, by the file's name (the same in both languages). */
function titles(locale: Locale): Map<string, string> {
  const folder = `content/${localeInfo[locale].contentFolder ? `${localeInfo[locale].contentFolder}/` : ''}initiatives`
  return new Map(
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => [
        name,
        YAML.parse(
          fs
            .readFileSync(`${folder}/${name}`, 'utf8')
            .split('\n---\n')[0]!
            .replace(/^---\n/, ''),
        ).title,
      ]),
  )
}

const sorted = (words: Iterable<string>, locale: Locale) =>
  [...words].sort(new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }).compare)

describe('sorting a list by title', () => {
  for (const locale of ['ar', 'en'] as const)
    it(`follows the ${locale === 'ar' ? 'Arabic titles in Arabic' : 'English titles in English'} order (${locale === 'ar' ? '/admin/ar' : '/admin'})`, async () => {
      const own = titles(locale)
      const expected = sorted(own.values(), locale)
      // The order the CMS gave before: the entries by their English titles, whatever the editor's language.
      const english = titles('en')
      const byEnglish = sorted(english.values(), 'en').map(
        (title) => own.get([...english].find(([, each]) => each === title)![0])!,
      )
      if (locale === 'ar') expect(byEnglish).not.toEqual(expected)
      const editor = await openEditor(browser(), { locale })
      try {
        const { page } = editor
        await openCollection(page, initiatives.label[locale])
        const rows = page.getByRole('main').getByRole('grid').getByRole('row')
        /** The titles the list shows, top to bottom. */
        const shown = async () =>
          (await rows.allTextContents()).map((text) => expected.find((title) => text.includes(title)) ?? text)
        await rows.first().waitFor()
        // The list opens in the site's order, not by title: the sort is what changes it.
        expect(await shown()).not.toEqual(expected)
        await page.getByRole('button', { name: sortWords[locale].menu }).click()
        await page
          // The CMS isolates the field's label (U+2068 … U+2069) inside its words.
          .getByRole('menuitemradio', {
            name: sortWords[locale].ascending(`\u2068${fieldLabel('initiative', ['title'], locale)}\u2069`),
            exact: true,
          })
          .click()
        await expect.poll(shown).toEqual(expected)
      } finally {
        await editor.close()
      }
    }, 180_000)
})
