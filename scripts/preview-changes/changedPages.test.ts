import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { locales } from '../../lib/locales.ts'
import { siteRoutes } from '../../lib/routes.ts'
import { type ContentChange, contentChanges, everyPageSample, pagesFor } from './changedPages.ts'

const content = loadEveryLanguage()
const routes = locales.flatMap((locale) => siteRoutes(content[locale]))
const [initiative] = content.en.initiatives
const [member] = content.en.team
const legal = content.en.legal.map(({ slug }) => `/${slug}`)

const change = (file: string, fieldsChanged = true, status: ContentChange['status'] = 'modified') => ({
  file,
  status,
  fieldsChanged,
})
const pagesOf = (...changes: ContentChange[]) => {
  const { pages, notes } = pagesFor(changes, routes, path.resolve('content'))
  return { pages: pages.map((page) => page.paths.en), arabic: pages.map((page) => page.paths.ar), notes }
}

describe('the pages a content change shows on', () => {
  it('the text of one initiative: that page alone, in both languages', () => {
    const file = `content/initiatives/${initiative!.slug}.mdx`
    expect(pagesOf(change(file, false))).toEqual({
      pages: [`/vision/${initiative!.slug}`],
      arabic: [`/ar/vision/${initiative!.slug}`],
      notes: [],
    })
    // The Arabic file leads to the same page.
    expect(pagesOf(change(`content/ar/initiatives/${initiative!.slug}.mdx`, false)).pages).toEqual([
      `/vision/${initiative!.slug}`,
    ])
  })

  it('a field of an initiative: its page and the page that lists it', () => {
    expect(pagesOf(change(`content/initiatives/${initiative!.slug}.mdx`)).pages).toEqual([
      '/vision',
      `/vision/${initiative!.slug}`,
    ])
  })

  it('a team member: the pages that show the team', () => {
    expect(pagesOf(change(member!.file)).pages).toEqual(['/about', '/team'])
  })

  it('the company’s facts or the menus: the home page and a few others, said so', () => {
    for (const file of ['content/company.yaml', 'content/ar/navigation.yaml']) {
      const { pages, notes } = pagesOf(change(file))
      expect(pages).toEqual(everyPageSample)
      expect(notes).toEqual([`${file} shows on every page: pictured are /, /about, /vision, /contact.`])
    }
  })

  it('a picture: the pages of the files that use it', () => {
    const picture = member!.data.image
    expect(pagesOf(change(`content/images/${picture}`)).pages).toEqual(['/about', '/team'])
  })

  it('the legal pages’ labels, the search page and the not-found page', () => {
    expect(pagesOf(change('content/legal.yaml')).pages).toEqual(legal)
    expect(pagesOf(change('content/search.yaml')).pages).toEqual(['/search'])
    expect(pagesOf(change('content/ar/not-found.yaml')).arabic).toEqual(['/ar/this-page-does-not-exist'])
  })

  it('a removed entry: the pages that listed it, and a note', () => {
    const { pages, notes } = pagesOf(change('content/news/gone.mdx', true, 'removed'))
    expect(pages).toEqual(['/news'])
    expect(notes[0]).toMatch(/^content\/news\/gone\.mdx was removed/)
  })
})

describe('the content files changed since a base', () => {
  it('tells a change of the text below the fields from a change of the fields, and counts new files', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-'))
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo })
    git('init', '-q', '-b', 'main')
    fs.mkdirSync(path.join(repo, 'content/initiatives'), { recursive: true })
    const write = (file: string, text: string) => fs.writeFileSync(path.join(repo, file), text)
    write('content/initiatives/a.mdx', '---\ntitle: A\n---\nText.\n')
    write('content/initiatives/b.mdx', '---\ntitle: B\n---\nText.\n')
    write('content/home.yaml', 'heading: Home\n')
    git('add', '.')
    git('commit', '-q', '-m', 'base')
    write('content/initiatives/a.mdx', '---\ntitle: A\n---\nOther text.\n')
    write('content/initiatives/b.mdx', '---\ntitle: Bee\n---\nText.\n')
    write('content/initiatives/c.mdx', '---\ntitle: C\n---\nNew.\n')
    fs.rmSync(path.join(repo, 'content/home.yaml'))
    expect(contentChanges('main', repo)).toEqual([
      { file: 'content/home.yaml', status: 'removed', fieldsChanged: true },
      { file: 'content/initiatives/a.mdx', status: 'modified', fieldsChanged: false },
      { file: 'content/initiatives/b.mdx', status: 'modified', fieldsChanged: true },
      { file: 'content/initiatives/c.mdx', status: 'added', fieldsChanged: true },
    ])
    fs.rmSync(repo, { recursive: true, force: true })
  })
})
