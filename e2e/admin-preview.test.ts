// The preview pane of /admin: each entry's page drawn by the site's own components and stylesheet, in the entry's
// language, as the editor types, from this site alone; and the insert buttons of the company facts. The pages' markup
// the preview is held to is read from the built pages, the fields' labels from the built configuration.
import { reviewedCollectionName } from '../tooling/translations/reviewedCollection.ts'
import fs from 'node:fs'
import type { FrameLocator, Locator, Page } from 'playwright-core'
import YAML from 'yaml'
import { textContent } from 'domutils'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../lib/locales.ts'
import { adminConfigPath } from '../tooling/cms/adminPage.ts'
import { companyFactLabels } from '../tooling/cms/preview/companyFacts.tsx'
import { all, attribute, first, parseDocument } from '../lib/html.ts'
import { type Editor, openEditor, openCollection } from '../testing/browser/cmsEditor.ts'
import { baseURL, browserForThisFile } from '../testing/browser/pages.ts'
import { withComponentClassNames } from '../testing/service/builtSite.ts'

const browser = browserForThisFile()

/** EDITOR_SCREENSHOTS=1 writes the editors' guide's pictures of the preview (docs/editor/preview-*.png). */
const screenshots = process.env.EDITOR_SCREENSHOTS ? 'docs/editor' : undefined

interface ConfigField {
  name: string
  label: string
  fields?: ConfigField[]
  modes?: string[]
}
interface ConfigCollection {
  name: string
  label: string
  fields?: ConfigField[]
  files?: { name: string; label: string; fields: ConfigField[] }[]
}

/** The configuration the build wrote for the editor of `locale` (/admin/config.yml, /admin/ar/config.yml). */
async function builtConfig(locale: Locale = 'en'): Promise<{ collections: ConfigCollection[] }> {
  return YAML.parse(await (await fetch(`${baseURL()}${adminConfigPath(locale)}`)).text())
}

/** The label the editor shows for a field, by its keys: as an editor finds it. */
function labelOf(fields: ConfigField[], [name, ...rest]: string[]): string {
  const field = fields.find((candidate) => candidate.name === name)!
  return rest.length ? labelOf(field.fields!, rest) : field.label
}

/** A built page's HTML, parsed, with the class names the components write (the build sends shorter ones). */
async function builtPage(path: string) {
  return parseDocument(withComponentClassNames(await (await fetch(baseURL() + path)).text()))
}

/** The names of a class attribute, in order: the build writes them one space apart, the preview as React does. */
const classesOf = (value: string | null | undefined) => (value ?? '').split(/\s+/).filter(Boolean)

const frontMatter = (file: string) =>
  YAML.parse(
    fs
      .readFileSync(file, 'utf8')
      .split('\n---\n')[0]!
      .replace(/^---\n/, ''),
  )
const bodyOf = (file: string) => fs.readFileSync(file, 'utf8').split('\n---\n').slice(1).join('\n---\n')

const englishPane = (page: Page) => page.getByRole('group', { name: /^Edit .*English.* Content$/ })
const arabicPane = (page: Page) => page.getByRole('group', { name: /^Edit .*Arabic.* Content$/ })
const preview = (page: Page): FrameLocator => page.frameLocator('iframe.preview')

async function openEntry(page: Page, collection: string, entry: string) {
  await openCollection(page, collection)
  await page.getByRole('row', { name: entry, exact: true }).click()
  await page.getByRole('group', { name: 'Content Editor' }).waitFor()
}

/** The preview's heading holding `words`, once drawn: with the markup of the built page at `path`'s heading. */
async function headingAsBuilt(page: Page, words: string, path: string): Promise<Locator> {
  const built = first('h1', await builtPage(path))!
  const heading = preview(page).locator('h1', { hasText: words })
  await heading.waitFor()
  expect(classesOf(await heading.getAttribute('class'))).toEqual(classesOf(attribute(built, 'class')))
  return heading
}

/** The language and direction of the preview's page. */
async function languageOfPreview(page: Page): Promise<(string | null)[]> {
  const html = preview(page).locator('html')
  return [await html.getAttribute('lang'), await html.getAttribute('dir')]
}

/** The editor as it is now at 1280 px, then at a phone's 390 px with its preview shown, into the editors' guide. */
async function takeScreenshots(page: Page, name: string, locale: 'English' | 'Arabic') {
  if (!screenshots) return
  const fontsLoaded = () =>
    preview(page)
      .locator('body')
      .evaluate(() => document.fonts.ready.then(() => undefined))
  await fontsLoaded()
  await page.screenshot({ path: `${screenshots}/${name}.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('combobox', { name: 'Switch Locale' }).first().click()
  await page.getByRole('option', { name: locale }).click()
  await page.getByRole('button', { name: 'Preview' }).click()
  await preview(page).locator('main#main').waitFor()
  await fontsLoaded()
  await page.screenshot({ path: `${screenshots}/${name}-390.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The editor's record of the session: no policy violation, no request to another site. */
function expectThisSiteAlone(editor: Editor) {
  expect(editor.violations).toEqual([])
  expect(editor.foreignRequests).toEqual([])
}

describe('the preview pane', () => {
  it('draws the home page with its own markup, with the words typed into its hero heading', async () => {
    const config = await builtConfig()
    const pages = config.collections.find(({ name }) => name === 'pages')!
    const home = pages.files!.find(({ name }) => name === 'home')!
    const editor = await openEditor(browser())
    try {
      const { page } = editor
      await openEntry(page, pages.label, home.label)
      const words = 'Robots at work on every site'
      await englishPane(page)
        .getByRole('textbox', { name: labelOf(home.fields, ['hero', 'heading']), exact: true })
        .fill(words)
      const heading = await headingAsBuilt(page, words, '/')
      expect(await languageOfPreview(page)).toEqual(['en', 'ltr'])
      // The site's stylesheet is the pane's: the heading is drawn in the page's white on its dark band.
      expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)')
      await takeScreenshots(page, 'preview-en', 'English')
      expectThisSiteAlone(editor)
    } finally {
      await editor.close()
    }
  })

  it('draws an Arabic initiative right to left in the Arabic typeface, with the title and the text as typed', async () => {
    const config = await builtConfig()
    const initiatives = config.collections.find(({ name }) => name === 'initiatives')!
    const slug = 'dubai-d33'
    // An element with every class of the built page's body.
    const asBuiltBody = classesOf(attribute(first('.prose', await builtPage(`/ar/vision/${slug}`))!, 'class'))
      .map((name) => `[class~="${name}"]`)
      .join('')
    const { phone } = YAML.parse(fs.readFileSync('content/company.yaml', 'utf8')) as { phone: string }
    const editor = await openEditor(browser())
    try {
      const { page } = editor
      await openEntry(page, initiatives.label, frontMatter(`content/initiatives/${slug}.mdx`).title)
      await page.getByRole('group', { name: 'Content Editor' }).getByRole('radio', { name: 'Arabic' }).first().click()
      const pane = arabicPane(page)
      const words = 'دبي تبني بالروبوتات'
      await pane.getByRole('textbox', { name: labelOf(initiatives.fields!, ['title']), exact: true }).fill(words)
      const heading = await headingAsBuilt(page, words, `/ar/vision/${slug}`)
      expect(await languageOfPreview(page)).toEqual(['ar', 'rtl'])
      expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
        /^"IBM Plex Sans Arabic"/,
      )
      const plexLoaded = await heading.evaluate(
        async (_element, text) => (await document.fonts.load(`16px "IBM Plex Sans Arabic"`, text)).length > 0,
        words,
      )
      expect(plexLoaded).toBe(true)
      await takeScreenshots(page, 'preview-ar', 'Arabic')

      // The text below the fields, MDX: a company fact written as its tag is drawn by the site's component.
      const body = pane.getByRole('textbox', { name: labelOf(initiatives.fields!, ['body']), exact: true })
      await body.fill(`${bodyOf(`content/ar/initiatives/${slug}.mdx`)}\n\nاتصلوا بنا على <CompanyPhone />.\n`)
      const call = preview(page).locator(`${asBuiltBody} a[href="tel:${phone.replace(/\s+/g, '')}"]`)
      await call.waitFor()
      expect(await call.textContent()).toBe(phone)
      expectThisSiteAlone(editor)
    } finally {
      await editor.close()
    }
  })

  // Every entry of every collection is opened and drawn, each marked field by field: minutes, not seconds.
  it('draws a page for every collection and file, the legal text exactly as the built page has it', async () => {
    const config = await builtConfig()
    const legal = await builtPage('/privacy-policy')
    const structure = (elements: { name: string; id?: string }[]) =>
      elements.map(({ name, id }) => `${name}#${id ?? ''}`)
    const builtBody = first('.prose', legal)!
    const privacyPolicy = frontMatter('content/legal/privacy-policy.mdx').title as string
    const editor = await openEditor(browser())
    try {
      const { page } = editor
      let shown = 0
      // Every collection but the translators' marks, which have no page to draw.
      for (const collection of config.collections.filter(({ name }) => name !== reviewedCollectionName)) {
        await openCollection(page, collection.label)
        // The CMS announces the collection it shows once its list is drawn.
        await page.getByRole('status').filter({ hasText: collection.label }).waitFor()
        const row = (name: string) => page.getByRole('row', { name, exact: true })
        // Each file of a collection of files; the first entry of a folder, and the privacy policy of the legal pages.
        const entries = collection.files
          ? collection.files.map(({ label }) => ({ entry: label, row: row(label) }))
          : collection.name === 'legal'
            ? [{ entry: privacyPolicy, row: row(privacyPolicy) }]
            : [{ entry: collection.label, row: page.getByRole('main').getByRole('grid').getByRole('row').first() }]
        for (const { entry, row } of entries) {
          await row.click()
          await page.getByRole('group', { name: 'Content Editor' }).waitFor()
          const pane = preview(page)
          await pane.locator('main#main h1').first().waitFor()
          expect(await pane.locator('[data-preview-waiting]').count(), `${collection.label} › ${entry}`).toBe(0)
          if (entry === privacyPolicy) {
            const body = pane.locator('.prose').first()
            expect(classesOf(await body.getAttribute('class'))).toEqual(classesOf(attribute(builtBody, 'class')))
            const drawn = await body.evaluate((element) =>
              [...element.querySelectorAll('*')].map((child) => ({ name: child.localName, id: child.id || undefined })),
            )
            expect(structure(drawn)).toEqual(
              structure(all('*', builtBody.children).map((child) => ({ name: child.name, id: child.attribs.id }))),
            )
            expect(folded(await body.textContent())).toBe(folded(textContent(builtBody)))
          }
          shown += 1
          await page.getByRole('button', { name: 'Cancel Editing' }).click()
        }
      }
      expect(shown).toBeGreaterThan(config.collections.length)
      expectThisSiteAlone(editor)
    } finally {
      await editor.close()
    }
  }, 600_000)
})

const folded = (text: string | null) => text?.replace(/\s+/g, ' ').trim()

describe('insert buttons for company facts', () => {
  it('write the fact’s tag into the text, where the editor’s cursor is', async () => {
    const config = await builtConfig()
    const legal = config.collections.find(({ name }) => name === 'legal')!
    const file = 'content/legal/privacy-policy.mdx'
    // The buttons belong to the text editor's rich view; raw Markdown offers no toolbar to insert from.
    const editor = await openEditor(browser(), {
      configure: (configuration) => {
        for (const collection of configuration.collections as ConfigCollection[])
          for (const field of collection.fields ?? []) if (field.modes) field.modes = ['rich_text', 'raw']
      },
    })
    try {
      const { page } = editor
      const before = await editor.readFile(file)
      await openEntry(page, legal.label, frontMatter(file).title)
      const pane = englishPane(page)
      const text: Locator = pane.locator('[contenteditable="true"]').first()
      await text.click()
      await page.keyboard.press('Control+End')
      await pane.getByRole('button', { name: /Insert/ }).click()
      await page.getByRole('menuitem', { name: companyFactLabels.CompanyPhone.en }).click()
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByRole('group', { name: 'Content Editor' }).waitFor({ state: 'detached' })
      const after = await editor.readFile(file)
      const added = after.lastIndexOf('<CompanyPhone />')
      expect(after.split('<CompanyPhone />').length).toBe(before.split('<CompanyPhone />').length + 1)
      expect(after.slice(0, added) + after.slice(added + '<CompanyPhone />'.length)).toBe(before)
      expectThisSiteAlone(editor)
    } finally {
      await editor.close()
    }
  })
})

/** Whether the editor's focus is on `field` or inside it. */
async function focusIsIn(field: Locator): Promise<boolean> {
  return field.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))
}

/** The language switch of the editor's content, in the words of the editor's interface. */
const languageName = (language: 'en' | 'ar', editor: 'en' | 'ar') =>
  new Intl.DisplayNames([editor], { type: 'language' }).of(language)!

describe('clicks on the preview', () => {
  for (const editorLocale of ['en', 'ar'] as const)
    it(`bring the clicked text’s field forward, in both languages (${editorLocale === 'en' ? '/admin' : '/admin/ar'})`, async () => {
      const config = await builtConfig(editorLocale)
      const initiatives = config.collections.find(({ name }) => name === 'initiatives')!
      const slug = 'dubai-d33'
      const editor = await openEditor(browser(), { locale: editorLocale })
      try {
        const { page } = editor
        // The list names an entry by its title in English or in the editor's language.
        await openCollection(page, initiatives.label)
        const titles = ['', 'ar/'].map((folder) => frontMatter(`content/${folder}initiatives/${slug}.mdx`).title)
        await page
          .getByRole('row', { name: titles[0], exact: true })
          .or(page.getByRole('row', { name: titles[1], exact: true }))
          .click()
        await page.locator('.pane[data-mode="edit"]').first().waitFor()
        for (const language of ['en', 'ar'] as const) {
          const { subtitle } = frontMatter(`content/${language === 'ar' ? 'ar/' : ''}initiatives/${slug}.mdx`)
          const drawn = preview(page).locator('main').getByText(subtitle)
          if (!(await drawn.isVisible()))
            await page
              .getByRole('radio', { name: languageName(language, editorLocale) })
              .first()
              .click()
          await drawn.waitFor()
          expect(await languageOfPreview(page)).toEqual([language, language === 'ar' ? 'rtl' : 'ltr'])
          const field = page
            .locator(`.pane[data-mode="edit"][data-locale="${language}"]`)
            .getByRole('textbox', { name: labelOf(initiatives.fields!, ['subtitle']), exact: true })
          // Somewhere else first, so the click is what moves the focus.
          await page
            .getByRole('textbox', { name: labelOf(initiatives.fields!, ['title']), exact: true })
            .first()
            .focus()
          await drawn.click()
          await expect.poll(() => focusIsIn(field)).toBe(true)
          expect(await field.inputValue()).toBe(subtitle)
        }
        expectThisSiteAlone(editor)
      } finally {
        await editor.close()
      }
    }, 180_000)
})

describe('a news item’s picture in the preview', () => {
  it('shows a picture chosen from the news pictures on the card, then one uploaded into a new item', async () => {
    const config = await builtConfig()
    const items = config.collections.filter(({ name }) => name === 'news').find(({ files }) => !files)!
    const label = (key: string) => labelOf(items.fields!, [key])
    const [chosen] = fs.readdirSync('content/images/news').sort()
    const [category] = (YAML.parse(fs.readFileSync('content/news.yaml', 'utf8')) as { categories: string[] }).categories
    const editor = await openEditor(browser())
    try {
      const { page } = editor
      await openCollection(page, items.label)
      await page.getByRole('button', { name: 'Create New Entry' }).click()
      const pane = englishPane(page)
      const title = 'Dubai Robotics Week opens its doors'
      // The new entry's form is drawn a moment before its draft is ready and drawn again then, so words typed in that
      // instant are dropped (no person types that fast): each field is read back and typed again until it holds them.
      for (const [key, value] of Object.entries({
        title,
        snippet: 'A week of demonstrations across Dubai.',
        description: 'Integrators and public bodies show robots at work.',
        url: 'https://www.example.com/robotics-week',
        imageAlt: 'Robots on a stage.',
      })) {
        const box = pane.getByRole('textbox', { name: label(key), exact: true })
        await expect
          .poll(
            async () => {
              if ((await box.inputValue()) !== value) await box.fill(value)
              return box.inputValue()
            },
            { timeout: 15_000 },
          )
          .toBe(value)
      }
      await pane.getByRole('radio', { name: category!, exact: true }).click()
      await pane.getByRole('textbox', { name: label('date'), exact: true }).fill('2026-11-20')

      // A picture the site has: drawn from the files the build made of it.
      await pane.getByRole('button', { name: 'Browse' }).click()
      const picker = page.getByRole('dialog', { name: 'Select Image' })
      await picker.getByRole('option', { name: chosen! }).click()
      await picker.getByRole('button', { name: 'Insert' }).click()
      const card = preview(page).locator('article', { hasText: title })
      const picture = card.locator('img').first()
      await expect.poll(() => picture.getAttribute('src'), { timeout: 20_000 }).toMatch(/^\/img\/news\//)
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

      // A picture uploaded now: drawn from the upload itself until the entry is saved.
      await pane
        .getByRole('button', { name: 'Replace' })
        .or(pane.getByRole('button', { name: 'Browse' }))
        .first()
        .click()
      const chooser = page.waitForEvent('filechooser')
      await picker.getByRole('button', { name: 'Upload' }).click()
      await (await chooser).setFiles({
        name: 'Robotics Week.svg',
        mimeType: 'image/svg+xml',
        // A file of its own: the CMS would take an upload equal to a picture it has for that picture.
        buffer: Buffer.concat([fs.readFileSync(`content/images/news/${chosen}`), Buffer.from('\n<!-- new -->\n')]),
      })
      await picker.getByRole('option', { name: 'robotics-week.svg' }).click()
      await picker.getByRole('button', { name: 'Insert' }).click()
      await expect.poll(() => picture.getAttribute('src'), { timeout: 20_000 }).toMatch(/^blob:/)
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
      expect(await preview(page).locator('[data-preview-waiting]').count()).toBe(0)

      // A click on the card's picture brings the picture's field forward.
      await pane.getByRole('textbox', { name: label('title'), exact: true }).focus()
      await picture.click()
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.closest('[data-key-path]')?.getAttribute('data-key-path')),
        )
        .toBe('image')
      expectThisSiteAlone(editor)
    } finally {
      await editor.close()
    }
  }, 180_000)
})
