import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { contentTypeOf } from '../../lib/content/contentTypes.ts'
import { splitFrontMatter } from '../../lib/content/frontMatter.ts'
import { type Locale, localePath, locales } from '../../lib/locales.ts'
import type { Route } from '../../lib/routes.ts'

/**
 * Which pages a change to content/ shows on: the files that differ from the base (git), mapped to the pages they feed
 * through the route registry (lib/routes.ts), whose routes name their content files.
 */

export interface ContentChange {
  /** content/… as in the repository. */
  file: string
  status: 'added' | 'modified' | 'removed'
  /**
   * Whether a field changed, rather than only the text below the fields of an MDX file: the fields (a title, a
   * summary, a picture) also show on the pages that list the entry, the text only on the entry's own page.
   */
  fieldsChanged: boolean
}

/** A page to picture: its address in every language. */
export interface PageToShow {
  paths: Record<Locale, string>
}

/** Files whose words are on every page (the header, menus and footer, the company's facts). */
const onEveryPage = ['company.yaml', 'navigation.yaml']

/** Pictured when a change shows on every page: the home page and one page of each kind of layout that has words. */
export const everyPageSample = ['/', '/about', '/vision', '/contact']

/** The pages with no route in the registry (the service answers them), by the file that holds their words. */
const pagesOutsideTheRegistry: Record<string, string[]> = {
  'search.yaml': ['/search'],
  'not-found.yaml': ['/this-page-does-not-exist'],
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 })

/** Every file under content/ that differs between `base` and the working tree: committed, uncommitted or new. */
export function contentChanges(base: string, cwd = process.cwd()): ContentChange[] {
  const changes = new Map<string, ContentChange['status']>()
  for (const line of git(cwd, 'diff', '--name-status', '--no-renames', base, '--', 'content/').split('\n')) {
    const [status, file] = line.split('\t')
    if (!file) continue
    changes.set(file, status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified')
  }
  for (const file of git(cwd, 'ls-files', '--others', '--exclude-standard', '--', 'content/').split('\n')) {
    if (file) changes.set(file, 'added')
  }
  return [...changes].sort().map(([file, status]) => ({
    file,
    status,
    fieldsChanged:
      status !== 'modified' ||
      JSON.stringify(fieldsOf(file, git(cwd, 'show', `${base}:${file}`))) !==
        JSON.stringify(fieldsOf(file, fs.readFileSync(path.join(cwd, file), 'utf8'))),
  }))
}

/** The fields of a content file (a YAML file is all fields); a file that is not content counts as all fields. */
function fieldsOf(file: string, text: string): unknown {
  try {
    if (file.endsWith('.mdx')) return splitFrontMatter(text).data
    if (file.endsWith('.yaml')) return YAML.parse(text)
  } catch {
    // unreadable: treated as changed throughout
  }
  return text
}

/**
 * The pages the changes show on, in the registry's order, and notes for whoever reads the pictures: a change that
 * shows on every page is pictured on `everyPageSample` and said so.
 */
export function pagesFor(
  changes: readonly ContentChange[],
  routes: readonly Route[],
  contentDir: string,
): { pages: PageToShow[]; notes: string[] } {
  const notes: string[] = []
  const english = new Set<string>()
  const add = (englishPath: string) => english.add(englishPath)
  const englishPathOf = (route: Route) => route.alternates.en
  let everyPage = false
  const expanded = changes.flatMap((change) => {
    if (!change.file.startsWith('content/images/')) return [change]
    const picture = change.file.slice('content/images/'.length)
    const users = filesMentioning(contentDir, picture)
    if (users.length === 0) notes.push(`${change.file} is used by no content file, so it shows on no page.`)
    return users.map((file): ContentChange => ({ file, status: 'modified', fieldsChanged: true }))
  })
  for (const change of expanded) {
    const relative = change.file.replace(/^content\/(?:ar\/)?/, '')
    if (onEveryPage.includes(relative)) {
      everyPage = true
      notes.push(`${change.file} shows on every page: pictured are ${everyPageSample.join(', ')}.`)
      continue
    }
    if (pagesOutsideTheRegistry[relative]) {
      for (const page of pagesOutsideTheRegistry[relative]) add(page)
      continue
    }
    const folder = path.posix.dirname(change.file)
    const own = routes.filter((route) => route.files.includes(change.file))
    // A page that lists a folder's entries shows their fields, not the text below them.
    const listing = change.fieldsChanged ? routes.filter((route) => route.files.includes(folder)) : []
    // The labels of the legal pages are on each of them.
    const labelled = contentTypeOf(change.file)?.id === 'legal-labels' ? routes.filter((r) => r.kind === 'legal') : []
    const found = [...own, ...listing, ...labelled]
    if (change.status === 'removed' && own.length === 0)
      notes.push(`${change.file} was removed: its page is gone, and the pages that listed it are pictured.`)
    if (found.length === 0 && change.status !== 'removed') {
      everyPage = true
      notes.push(`${change.file} feeds no page of its own: pictured are ${everyPageSample.join(', ')}.`)
    }
    for (const route of found) add(englishPathOf(route))
  }
  if (everyPage) for (const page of everyPageSample) add(page)
  const order = [...routes.map(englishPathOf), ...Object.values(pagesOutsideTheRegistry).flat()]
  const pages = [...english]
    .sort((a, b) => rank(order, a) - rank(order, b))
    .map((englishPath) => ({
      paths: Object.fromEntries(locales.map((locale) => [locale, localePath(locale, englishPath)])) as Record<
        Locale,
        string
      >,
    }))
  return { pages, notes: [...new Set(notes)] }
}

const rank = (order: string[], page: string) => (order.includes(page) ? order.indexOf(page) : order.length)

/** The content files whose text names a picture (content/images/<picture>), English and Arabic. */
function filesMentioning(contentDir: string, picture: string): string[] {
  return (fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.(ya?ml|mdx)$/.test(name))
    .filter((name) => fs.readFileSync(path.join(contentDir, name), 'utf8').includes(picture))
    .map((name) => `content/${name}`)
}
