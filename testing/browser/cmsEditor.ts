// The editors' CMS at /admin, opened in Chromium on the production build with Sveltia CMS's test backend: the
// browser's own private file system (OPFS), seeded with every file of content/ and read back after a save. The
// configuration is the one the build wrote, with only its backend swapped, so nothing leaves the machine.
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, ConsoleMessage, Page, Request } from 'playwright-core'
import YAML from 'yaml'
import { expect } from 'vitest'
import { adminEditors } from '../../tooling/cms/adminPage.ts'
import { contentTypes } from '../../lib/content/contentTypes.ts'
import { labelsAlong } from '../../lib/content/labels.ts'
import type { Locale } from '../../lib/locales.ts'
import { baseURL } from './pages.ts'

/** The folder of the test backend in the browser's private file system. */
const testFolder = 'sveltia-cms-test'

export interface Editor {
  page: Page
  /** A file of the test backend, as the CMS left it: content/home.yaml and the like. */
  readFile(file: string): Promise<string>
  /** Every file of the test backend under content/ (pictures left out). */
  contentFiles(): Promise<Map<string, string>>
  /** Content-Security-Policy violations the page reported. */
  violations: string[]
  /** Requests to any origin but the site's. */
  foreignRequests: string[]
  /** Done with the editor: its tab is handed on to the next editor opened in the same browser (unless it crashed). */
  close(): Promise<void>
}

/**
 * A field's label in the editor of `locale`, read from its schema: fieldLabel('home', ['hero', 'heading']) is the
 * label the CMS shows above the home page's hero heading.
 */
export function fieldLabel(typeId: string, path: (string | number)[], locale: Locale = 'en'): string {
  const type = contentTypes.find((candidate) => candidate.id === typeId)
  if (!type) throw new Error(`no content type "${typeId}"`)
  return labelsAlong(type, path, locale).at(-1)!
}

/** The CMS's button that opens its test backend, in the words of the editor's interface. */
const testRepositoryButton: Record<Locale, string> = {
  en: 'Work with Test Repository',
  ar: JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/locales/ar.json', 'utf8')).work_with_test_repo,
}

/**
 * Opens the editor of `locale` (/admin, or /admin/ar for Arabic) at `width`, seeded with content/, signed in to the
 * test backend, at its first collection.
 */
export async function openEditor(
  browser: Browser,
  options: {
    width?: number
    locale?: Locale
    /** 'reduce' for an editor whose system asks for less motion. */
    reducedMotion?: 'reduce'
    /**
     * True keeps the view transitions the CMS animates between its views. Left out, the editor opens as in a browser
     * without them, where the CMS switches views at once: here Chromium draws in software, and each frame of a
     * transition (two full-window snapshots blended) took about 0.2 s of processor, two thirds of an editor test's time.
     * The tests of what an editor sees (axe, the Arabic interface) keep them.
     */
    viewTransitions?: boolean
    configure?: (config: Record<string, unknown>) => void
    /** Runs on the tab before the editor loads, as to answer one of its requests with a test's own (page.route). */
    prepare?: (page: Page) => Promise<void>
  } = {},
): Promise<Editor> {
  const locale = options.locale ?? 'en'
  const origin = baseURL()
  const page = await editorTab(browser, options.viewTransitions ?? false)
  await page.setViewportSize({ width: options.width ?? 1280, height: 900 })
  await page.emulateMedia({ reducedMotion: options.reducedMotion ?? null })
  const violations: string[] = []
  const foreignRequests: string[] = []
  const onRequest = (request: Request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) foreignRequests.push(url)
  }
  const onConsole = (message: ConsoleMessage) => {
    if (process.env.EDITOR_DEBUG) console.log('console:', message.text().slice(0, 300))
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  }
  let crashed = false
  const onCrash = () => {
    crashed = true
  }
  page.on('request', onRequest)
  page.on('console', onConsole)
  page.on('crash', onCrash)
  await page.route(
    (url) => url.origin === origin && url.pathname === `${adminEditors[locale].path}/config.yml`,
    async (route) => {
      const config = YAML.parse(await (await route.fetch()).text())
      config.backend = { name: 'test-repo' }
      options.configure?.(config)
      await route.fulfill({ body: YAML.stringify(config), contentType: 'application/yaml' })
    },
  )

  // Seeded from a page of the same origin before the CMS starts, so the CMS finds the files when it signs in. What an
  // editor opened before in this tab kept in the origin's storage goes first: its files, its signing in, its caches.
  await page.goto(`${origin}/robots.txt`)
  const files = (fs.readdirSync('content', { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file: file.split(path.sep).join('/'), data: fs.readFileSync(file).toString('base64') }))
  await page.evaluate(
    async ({ files, testFolder }) => {
      localStorage.clear()
      sessionStorage.clear()
      await Promise.all(
        (await indexedDB.databases()).map(
          ({ name }) =>
            new Promise((resolve, reject) => {
              const deleting = indexedDB.deleteDatabase(name!)
              deleting.onsuccess = resolve
              deleting.onerror = () => reject(deleting.error)
            }),
        ),
      )
      const root = await navigator.storage.getDirectory()
      await root.removeEntry(testFolder, { recursive: true }).catch((error: DOMException) => {
        if (error.name !== 'NotFoundError') throw error
      })
      const top = await root.getDirectoryHandle(testFolder, { create: true })
      // All at once: one after the other, the writes took about 2 s of every editor test.
      await Promise.all(
        files.map(async ({ file, data }) => {
          const parts = file.split('/')
          let folder = top
          for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true })
          const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
          await writable.write(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)))
          await writable.close()
        }),
      )
    },
    { files, testFolder },
  )

  await options.prepare?.(page)
  await page.goto(`${origin}${adminEditors[locale].path}`)
  await page.getByRole('button', { name: testRepositoryButton[locale] }).click()
  await page
    .getByText(contentTypes.find((type) => type.id === 'navigation')!.label[locale])
    .first()
    .waitFor()

  const readFile = (file: string) =>
    page.evaluate(
      async ({ file, testFolder }) => {
        let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(testFolder)
        const parts = file.split('/')
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
        return (await (await folder.getFileHandle(parts.at(-1)!)).getFile()).text()
      },
      { file, testFolder },
    )
  const contentFiles = async () =>
    new Map(
      await page.evaluate(async (testFolder) => {
        const reads: Promise<[string, string]>[] = []
        const visit = async (folder: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
          for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
            const here = `${prefix}/${name}`
            if (handle.kind === 'directory') {
              if (here !== 'content/images') await visit(handle as FileSystemDirectoryHandle, here)
            } else
              reads.push((handle as FileSystemFileHandle).getFile().then(async (file) => [here, await file.text()]))
          }
        }
        const top = await (await navigator.storage.getDirectory()).getDirectoryHandle(testFolder)
        await visit(await top.getDirectoryHandle('content'), 'content')
        // Read all at once: the editor's test of every entry reads them after each of its saves.
        return Promise.all(reads)
      }, testFolder),
    )
  const close = async () => {
    page.off('request', onRequest)
    page.off('console', onConsole)
    page.off('crash', onCrash)
    if (page.isClosed() || crashed) return page.context().close()
    await page.unrouteAll()
    idleTabs(browser, options.viewTransitions ?? false).push(page)
  }
  return { page, readFile, contentFiles, violations, foreignRequests, close }
}

/**
 * Each browser's tabs that editors were opened in and closed, with view transitions and without. An editor opens in one
 * of them when there is one: the tab keeps its renderer process and the CMS's 2 MB script compiled and cached from the
 * editor before, where a new tab started both afresh. openEditor empties the site's storage before it seeds the files,
 * so nothing else carries over.
 */
const idleEditorTabs = new WeakMap<Browser, { with: Page[]; without: Page[] }>()

function idleTabs(browser: Browser, viewTransitions: boolean): Page[] {
  const tabs = idleEditorTabs.get(browser) ?? { with: [], without: [] }
  idleEditorTabs.set(browser, tabs)
  return viewTransitions ? tabs.with : tabs.without
}

async function editorTab(browser: Browser, viewTransitions: boolean): Promise<Page> {
  const reused = idleTabs(browser, viewTransitions).pop()
  if (reused) return reused
  const context = await browser.newContext()
  // The CMS's bundle is 2 MB: on a busy machine its page takes longer than playwright's 30 s to load.
  context.setDefaultNavigationTimeout(120_000)
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  // The CMS asks for a transition only where the browser offers one, and otherwise changes the view at once.
  if (!viewTransitions)
    await context.addInitScript(() => {
      delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition
    })
  return context.newPage()
}

/**
 * Opens a collection of the editor from its side bar. Just after the editor has drawn its first collection, a click
 * on another one is at times taken by nothing (the item stays unselected, the address stays on the first), so the
 * click is made again until the item is selected.
 */
export async function openCollection(page: Page, label: string): Promise<void> {
  const item = page.getByRole('treeitem', { name: label, exact: true })
  for (let tries = 1; ; tries += 1) {
    await item.click()
    try {
      await expect.poll(() => item.getAttribute('aria-selected'), { timeout: 2_000 }).toBe('true')
      return
    } catch (error) {
      if (tries === 5) throw error
    }
  }
}
