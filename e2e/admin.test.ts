// The editors' CMS at /admin: served from this site alone under its own policy, and saving exactly what an editor
// changed, in both languages, into files that pass the content check.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import axe from 'axe-core'
import type { Locator, Page } from 'playwright-core'
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import { adminConfigPath, adminEditors } from '../tooling/cms/adminPage.ts'
import { contentTypes } from '../lib/content/contentTypes.ts'
import { jsonSchemaOf, pagesLabel } from '../lib/content/labels.ts'
import { adminContentSecurityPolicy, contentSecurityPolicy } from '../lib/securityHeaders.ts'
import { startProductionServer } from '../testing/service/productionServer.ts'
import { startStandInGitHub } from '../testing/service/standInGitHub.ts'
import { type Editor, fieldLabel, openEditor, openCollection } from '../testing/browser/cmsEditor.ts'
import { baseURL, browserForThisFile, fetchPage } from '../testing/browser/pages.ts'
import { reviewedCollection } from '../tooling/translations/reviewedCollection.ts'

const browser = browserForThisFile()

const englishPane = (page: Page) => page.getByRole('group', { name: /^Edit .*English.* Content$/ })
const arabicPane = (page: Page) => page.getByRole('group', { name: /^Edit .*Arabic.* Content$/ })

async function openEntry(page: Page, collection: string, entry: string) {
  await openCollection(page, collection)
  await page.getByRole('row', { name: entry, exact: true }).click()
  await page.getByRole('group', { name: 'Content Editor' }).waitFor()
}

/** Saves the entry open in the editor; the CMS closes the editor once the files are written. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click()
  const closed = page.getByRole('group', { name: 'Content Editor' }).waitFor({ state: 'detached' })
  // A save the CMS refuses shows why beside the field: the test says so rather than only timing out.
  const refused = page
    .getByRole('alert')
    .first()
    .waitFor()
    .then(async () => {
      const fields = await page
        .locator('[aria-invalid="true"]')
        .evaluateAll((elements) =>
          elements.map(
            (element) => `${element.getAttribute('aria-labelledby')}: ${(element as HTMLInputElement).value}`,
          ),
        )
      const labels = await page
        .locator('[aria-invalid="true"]')
        .evaluateAll((elements) =>
          elements.map(
            (element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent,
          ),
        )
      throw new Error(`the CMS refused the save: ${await page.getByRole('alert').allInnerTexts()} ${fields} ${labels}`)
    })
  await Promise.race([closed, refused])
}

/**
 * Types each value into the field of that label, then reads them all back and types again any the CMS dropped: it
 * sets up a new entry's form while the entry opens, and a value typed in that moment can be lost.
 */
async function fillIn(pane: Locator, values: Record<string, string>) {
  const field = (label: string) => pane.getByRole('textbox', { name: label, exact: true })
  for (const [label, value] of Object.entries(values)) await field(label).fill(value)
  for (let pass = 0; pass < 3; pass += 1) {
    await pane.page().waitForTimeout(300)
    const lost = []
    for (const [label, value] of Object.entries(values))
      if ((await field(label).inputValue()) !== value) lost.push(label)
    if (lost.length === 0) return
    for (const label of lost) await field(label).fill(values[label]!)
  }
  throw new Error('the editor kept dropping what was typed into its fields')
}

function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort()
}

/** `after` less the first character where it differs from `before`, when that is the "." a test typed. */
function withoutOneDot(before: string, after: string): string {
  let at = 0
  while (at < before.length && before[at] === after[at]) at += 1
  return after[at] === '.' ? after.slice(0, at) + after.slice(at + 1) : after
}

/** Runs `npm run check:content` on the files the CMS left, beside the repository's pictures. */
function checkContent(files: Map<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-content-'))
  try {
    fs.cpSync('content/images', path.join(root, 'content/images'), { recursive: true })
    for (const [file, text] of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    return execFileSync('node_modules/.bin/tsx', ['scripts/check-content.ts'], {
      env: { ...process.env, CONTENT_DIR: path.join(root, 'content') },
      encoding: 'utf8',
      stdio: 'pipe',
    })
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

const readYaml = (file: string) => YAML.parse(fs.readFileSync(file, 'utf8'))
/** Picks a choice offered as radio buttons, again until the CMS shows it chosen (a new entry may drop the first). */
async function choose(pane: Locator, name: string) {
  const option = pane.getByRole('radio', { name, exact: true })
  await expect
    .poll(async () => {
      if ((await option.getAttribute('aria-checked')) !== 'true') await option.click()
      return option.getAttribute('aria-checked')
    })
    .toBe('true')
}

/** The smallest PNG there is: one transparent pixel. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** The fields of an MDX file's text, between its two lines of "---". */
const fieldsOfMdx = (text: string) => YAML.parse(text.split('\n---\n')[0]!.replace(/^---\n/, ''))
const frontMatter = (file: string) => fieldsOfMdx(fs.readFileSync(file, 'utf8'))

describe('/admin', () => {
  it('is kept apart: never indexed, not in the sitemap, under its own policy while the pages keep theirs', async () => {
    const admin = await fetch(`${baseURL()}/admin`)
    expect(admin.status).toBe(200)
    expect(admin.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy())
    expect(admin.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">')
    const home = await fetch(`${baseURL()}/`)
    expect(home.headers.get('content-security-policy')).toBe(contentSecurityPolicy())
    expect(home.headers.get('x-robots-tag')).toBeNull()
    expect((await fetchPage('/sitemap.xml')).html).not.toContain('/admin')
    expect(adminContentSecurityPolicy()).not.toMatch(/unsafe-eval|cdn|unpkg|jsdelivr/)
  })

  it('starts from this site alone: no request to another origin, no policy violation', async () => {
    const editor = await openEditor(browser())
    try {
      await editor.page.waitForLoadState('networkidle')
      expect(editor.foreignRequests).toEqual([])
      expect(editor.violations).toEqual([])
      // Its interface fonts came from this site.
      expect(await editor.page.evaluate(() => document.fonts.check('16px "Source Sans 3"'))).toBe(true)
    } finally {
      await editor.close()
    }
  })
})

/**
 * axe's WCAG A and AA findings on the page. The CMS's own layout is not held to axe's best practices as the site's
 * pages are (it has no main landmark on its sign-in screen and no first-level heading in its lists).
 */
async function wcagViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source)
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    })
    return result.violations.map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
  })
}

describe('/admin for everyone', () => {
  it('meets WCAG 2.2 AA as axe checks it, signing in, in a list and in an entry, and lets editors zoom', async () => {
    const context = await browser().newContext()
    try {
      const page = await context.newPage()
      await page.goto(`${baseURL()}/admin`)
      await page
        .getByRole('button', { name: /Sign In/ })
        .first()
        .waitFor()
      expect(await wcagViolations(page)).toEqual([])
      expect(
        await page.locator('meta[name="viewport"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content'))),
      ).not.toContainEqual(expect.stringContaining('maximum-scale'))
    } finally {
      await context.close()
    }
    const editor = await openEditor(browser(), { viewTransitions: true })
    try {
      expect(await wcagViolations(editor.page)).toEqual([])
      await openEntry(editor.page, 'Pages', 'Home page')
      expect(await wcagViolations(editor.page)).toEqual([])
    } finally {
      await editor.close()
    }
  })

  // The CMS once fitted its root to the window only when that root was still empty as it started, which it was not
  // with less motion asked for: the editor was drawn zero pixels high, a blank page whose buttons took no click.
  it.each(['en', 'ar'] as const)('opens in %s for an editor whose system asks for reduced motion', async (locale) => {
    const editor = await openEditor(browser(), { locale, reducedMotion: 'reduce', viewTransitions: true })
    try {
      const collections = editor.page.getByRole('treeitem')
      expect(await collections.count()).toBeGreaterThan(3)
      const box = await collections.first().boundingBox()
      expect(box?.height).toBeGreaterThan(0)
      expect(await editor.page.evaluate(() => document.getElementById('nc-root')!.getBoundingClientRect().height)).toBe(
        await editor.page.evaluate(() => window.innerHeight - document.getElementById('editor-language')!.offsetHeight),
      )
    } finally {
      await editor.close()
    }
  })
})

describe('/admin/ar, the editor in Arabic', () => {
  it('is linked from /admin and back, under the same policy, right to left, with its own configuration', async () => {
    for (const [locale, other] of [
      ['en', 'ar'],
      ['ar', 'en'],
    ] as const) {
      const response = await fetch(`${baseURL()}${adminEditors[locale].path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy())
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      const html = await response.text()
      expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
      expect(html).toContain(`<link rel="cms-config-url" type="application/yaml" href="${adminConfigPath(locale)}">`)
      expect(html).toContain(`<a href="${adminEditors[other].path}" hreflang="${other}"`)
      expect((await fetch(`${baseURL()}${adminConfigPath(locale)}`)).status).toBe(200)
    }
  })

  it("shows the CMS's Arabic interface with every label and hint in Arabic, loads nothing from elsewhere, and meets WCAG 2.2 AA", async () => {
    const editor = await openEditor(browser(), { locale: 'ar', viewTransitions: true })
    try {
      const { page } = editor
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        'ar',
        'rtl',
      ])
      expect(await wcagViolations(page)).toEqual([])
      const home = contentTypes.find((type) => type.id === 'home')!
      await openCollection(page, pagesLabel.ar)
      await page.getByRole('row', { name: home.label.ar, exact: true }).click()
      // The hero heading, found by its Arabic label, holds the Arabic words: the Arabic editor opens on the Arabic file.
      const heading = page.getByRole('textbox', { name: fieldLabel('home', ['hero', 'heading'], 'ar'), exact: true })
      await expect.poll(() => heading.first().inputValue()).toBe(readYaml('content/ar/home.yaml').hero.heading)
      const hint = jsonSchemaOf(home).properties!.hero!.properties!.heading!.hint!.ar!
      await expect.poll(() => page.getByText(hint).first().isVisible()).toBe(true)
      expect(await wcagViolations(page)).toEqual([])
      expect(editor.foreignRequests).toEqual([])
      expect(editor.violations).toEqual([])
    } finally {
      await editor.close()
    }
  })
})

describe('editing in /admin', () => {
  let editor: Editor

  it('saves an English field of the home page and an Arabic field of an initiative, and nothing else', async () => {
    editor = await openEditor(browser())
    const { page } = editor
    const before = await editor.contentFiles()

    const heading = readYaml('content/home.yaml').hero.heading as string
    await openEntry(page, 'Pages', 'Home page')
    const english = englishPane(page)
    const headingField = english.getByRole('textbox', { name: fieldLabel('home', ['hero', 'heading']), exact: true })
    await expect.poll(() => headingField.inputValue()).toBe(heading)
    await headingField.fill(`${heading} TODAY`)
    await save(page)

    const initiative = frontMatter('content/initiatives/dubai-d33.mdx')
    const summary = frontMatter('content/ar/initiatives/dubai-d33.mdx').summary as string
    await openEntry(page, 'Initiatives', initiative.title)
    await page.getByRole('group', { name: 'Content Editor' }).getByRole('radio', { name: 'Arabic' }).first().click()
    const arabic = arabicPane(page)
    await arabic.getByRole('textbox', { name: fieldLabel('initiative', ['summary']) }).fill(`${summary} اليوم`)
    await save(page)

    const after = await editor.contentFiles()
    expect(changedFiles(before, after)).toEqual(['content/ar/initiatives/dubai-d33.mdx', 'content/home.yaml'])
    expect(after.get('content/home.yaml')).toBe(
      before.get('content/home.yaml')!.replace(`  heading: ${heading}\n`, `  heading: ${heading} TODAY\n`),
    )
    expect(after.get('content/ar/initiatives/dubai-d33.mdx')).toBe(
      before
        .get('content/ar/initiatives/dubai-d33.mdx')!
        .replace(`summary: ${summary}\n`, `summary: ${summary} اليوم\n`),
    )
    expect(checkContent(after)).toMatch(/^Content is valid/)
    await editor.close()
  })

  it('moves and removes a card in both languages at once, each Arabic card keeping its words, icon and colour', async () => {
    editor = await openEditor(browser())
    const { page } = editor
    const before = await editor.contentFiles()
    const pairs = (file: string) => {
      type Card = { icon: string; title: string; color: string }
      const english = fieldsOfMdx(before.get(`content/${file}`)!).alignment.cards as Card[]
      const arabic = fieldsOfMdx(before.get(`content/ar/${file}`)!).alignment.cards as Card[]
      return english.map((card, index) => ({ ...card, arabic: arabic[index]!.title }))
    }
    const cards = pairs('initiatives/dubai-d33.mdx')
    expect(cards.length).toBeGreaterThanOrEqual(4)

    await openEntry(page, 'Initiatives', frontMatter('content/initiatives/dubai-d33.mdx').title)
    // The CMS draws a field once it is scrolled into view.
    await englishPane(page)
      .getByRole('group', { name: fieldLabel('initiative', ['alignment']) })
      .first()
      .scrollIntoViewIfNeeded()
    const list = englishPane(page)
      .getByRole('group', { name: fieldLabel('initiative', ['alignment', 'cards']) })
      .first()
    await list.scrollIntoViewIfNeeded()
    // As an editor does with the keyboard: the first card one place down, then the (new) second card removed.
    await list.getByRole('button', { name: 'Reorder Item' }).first().press('ArrowDown')
    await list.getByRole('button', { name: 'Remove' }).nth(1).click()
    await save(page)

    const after = await editor.contentFiles()
    expect(changedFiles(before, after)).toEqual([
      'content/ar/initiatives/dubai-d33.mdx',
      'content/initiatives/dubai-d33.mdx',
    ])
    const english = fieldsOfMdx(after.get('content/initiatives/dubai-d33.mdx')!).alignment.cards
    const arabic = fieldsOfMdx(after.get('content/ar/initiatives/dubai-d33.mdx')!).alignment.cards
    const expected = [cards[1]!, ...cards.slice(2)]
    expect(english.map((card: Record<string, string>) => card.title)).toEqual(expected.map((card) => card.title))
    expect(arabic).toEqual(
      expected.map((card) => ({
        icon: card.icon,
        title: card.arabic,
        description: expect.any(String),
        color: card.color,
      })),
    )
    expect(checkContent(after)).toMatch(/^Content is valid/)
    await editor.close()
  })

  it('creates a news item in both languages: both files, and the checks pass', async () => {
    editor = await openEditor(browser())
    const { page } = editor
    const before = await editor.contentFiles()
    const [category] = readYaml('content/news.yaml').categories as string[]
    const [arabicCategory] = readYaml('content/ar/news.yaml').categories as string[]

    await openCollection(page, 'News items')
    await page.getByRole('button', { name: 'Create New Entry' }).click()
    const english = englishPane(page)
    // The picture: a new one uploaded into the news pictures' folder, so it travels with the entry.
    await english.getByRole('button', { name: 'Browse' }).click()
    const picker = page.getByRole('dialog', { name: 'Select Image' })
    // Only the news pictures are offered, each as a thumbnail.
    await expect
      .poll(() => picker.getByRole('listbox', { name: 'Available Images' }).getByRole('img').count())
      .toBe(fs.readdirSync('content/images/news').length)
    const chooser = page.waitForEvent('filechooser')
    await picker.getByRole('button', { name: 'Upload' }).click()
    await (await chooser).setFiles({ name: 'Robotics Week.png', mimeType: 'image/png', buffer: onePixelPng })
    await picker.getByRole('option', { name: 'robotics-week.png' }).click()
    await picker.getByRole('button', { name: 'Insert' }).click()
    const news = (key: string) => fieldLabel('news-item', [key])
    await fillIn(english, {
      [news('title')]: 'Dubai Robotics Week opens its doors',
      [news('snippet')]: 'A week of demonstrations across Dubai.',
      [news('description')]:
        'Integrators and public bodies show robots at work on building sites, in logistics and in city services.',
      [news('url')]: 'https://www.example.com/robotics-week',
      [news('imageAlt')]: 'Robots on a stage.',
    })
    await choose(english, category!)
    await english.getByRole('textbox', { name: news('date'), exact: true }).fill('2026-11-20')
    await page.getByRole('group', { name: 'Content Editor' }).getByRole('radio', { name: 'Arabic' }).first().click()
    await fillIn(arabicPane(page), {
      [news('title')]: 'أسبوع دبي للروبوتات يفتح أبوابه',
      [news('snippet')]: 'أسبوع من العروض في أنحاء دبي.',
      [news('description')]:
        'تعرض الشركات والجهات الحكومية روبوتات تعمل في مواقع البناء والخدمات اللوجستية وخدمات المدينة.',
      [news('imageAlt')]: 'روبوتات على منصة.',
    })
    // The Arabic entry offers the Arabic categories.
    await choose(arabicPane(page), arabicCategory!)
    await fillIn(page.getByRole('group', { name: 'Slug' }), { Slug: 'robotics-week-2026' })
    await save(page)

    const after = await editor.contentFiles()
    expect(changedFiles(before, after)).toEqual([
      'content/ar/news/robotics-week-2026.mdx',
      'content/news/robotics-week-2026.mdx',
    ])
    const english_ = fieldsOfMdx(after.get('content/news/robotics-week-2026.mdx')!)
    const arabic_ = fieldsOfMdx(after.get('content/ar/news/robotics-week-2026.mdx')!)
    // The picture's path is saved in the form every content file has, relative to content/images/.
    expect(english_).toMatchObject({ category, date: '2026-11-20', image: 'news/robotics-week.png' })
    // What is not words was written once and copied.
    expect(arabic_).toMatchObject({ category: arabicCategory, date: '2026-11-20', image: 'news/robotics-week.png' })
    // The uploaded picture is saved with the entry, in the folder its path names.
    const upload = await editor.readFile('content/images/news/robotics-week.png')
    expect(upload.length).toBeGreaterThan(0)
    after.set('content/images/news/robotics-week.png', upload)
    expect(arabic_.url).toBe('https://www.example.com/robotics-week')
    expect(checkContent(after)).toMatch(/Content is valid in en and ar: .*3 news items/)
    await editor.close()
  })

  // One save per entry: the English file gains exactly the one character typed and nothing else, and its Arabic twin,
  // written again by the same save, is left byte for byte as it was.
  it('saves every entry with one character added: that character is the only change, in either language', async () => {
    editor = await openEditor(browser())
    const { page } = editor
    const before = await editor.contentFiles()
    let previous = before
    const collections = await page
      .getByRole('treeitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-label') ?? ''))
    // The translators' "checked" marks are a file of the repository, not of the site's content, and have no entry
    // until a translator adds the first: the CMS lists the file yet announces no entries.
    const contentCollections = collections.filter((label) => label !== reviewedCollection('en').label)
    expect(contentCollections).toHaveLength(collections.length - 1)
    const saved: string[] = []
    for (const label of contentCollections) {
      await openCollection(page, label)
      // The CMS announces the collection it shows and how many entries it has.
      const status = page.getByRole('status').filter({ hasText: label })
      await status.waitFor()
      const rows = page.getByRole('main').getByRole('grid').getByRole('row')
      // The list may still be filling when the status is read: wait for as many rows as it announces.
      const announced = (await status.textContent()) ?? ''
      const count = /no entries/.test(announced)
        ? 0
        : /one entry/.test(announced)
          ? 1
          : Number(/(\d+) entries/.exec(announced)?.[1])
      expect(Number.isInteger(count), announced).toBe(true)
      await expect.poll(() => rows.count()).toBe(count)
      for (let index = 0; index < count; index += 1) {
        if (index > 0) {
          await openCollection(page, label)
          await status.waitFor()
        }
        await rows.nth(index).click()
        await page.getByRole('group', { name: 'Content Editor' }).waitFor()
        const field = page
          .getByRole('group', { name: /^Edit .*Content$/ })
          .first()
          .getByRole('textbox')
          .first()
        await field.fill(`${await field.inputValue()}.`)
        await save(page)
        const after = await editor.contentFiles()
        const changed = changedFiles(previous, after)
        expect(changed, `${label}, entry ${index + 1}`).toHaveLength(1)
        const [file] = changed as [string]
        expect(withoutOneDot(previous.get(file)!, after.get(file)!), file).toBe(previous.get(file))
        saved.push(file)
        previous = after
      }
    }
    // Every English file (company.yaml included) was saved once, and no Arabic file changed.
    const englishFiles = [...before.keys()].filter((file) => !file.startsWith('content/ar/')).sort()
    expect(saved.sort()).toEqual(englishFiles)
    expect(changedFiles(before, previous)).toEqual(englishFiles)
    await editor.close()
  }, 600_000)
})

describe('signing in to /admin with GitHub', () => {
  it("goes through this site's service and hands the token to the CMS, which then asks GitHub's API with it", async () => {
    const github = await startStandInGitHub()
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-sign-in-'))
    const server = await startProductionServer({
      dataDir,
      env: {
        GITHUB_OAUTH_CLIENT_ID: github.clientId,
        GITHUB_OAUTH_CLIENT_SECRET: github.clientSecret,
        GITHUB_OAUTH_ORIGIN: github.origin,
      },
    })
    const context = await browser().newContext()
    // The CMS's bundle is 2 MB, loaded in the page and again as the sign-in window hands the token over: late in a
    // full run on a busy machine that took longer than playwright's 30 s, as for every editor test (cmsEditor.ts).
    context.setDefaultTimeout(120_000)
    try {
      const page = await context.newPage()
      // GitHub's API is answered in the browser: nothing leaves the machine, and what the CMS sends is seen.
      const asked: string[] = []
      await context.route('https://api.github.com/**', async (route) => {
        asked.push(route.request().headers().authorization ?? '')
        await route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Bad credentials"}' })
      })
      await context.route(/^https:\/\/(?!api\.github\.com)/, (route) => route.abort())
      await page.goto(`${server.origin}/admin`)
      const popup = context.waitForEvent('page')
      await page.getByRole('button', { name: /Sign In with .*GitHub/ }).click()
      // The sign-in window closes once it has handed the token over.
      await (await popup).waitForEvent('close')
      await expect.poll(() => asked.length, { timeout: 60_000 }).toBeGreaterThan(0)
      expect(asked[0]).toMatch(new RegExp(`^(token|Bearer) ${github.token}$`))
      expect(github.exchanges).toHaveLength(1)
    } finally {
      await context.close()
      await server.stop()
      await github.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 300_000)
})
