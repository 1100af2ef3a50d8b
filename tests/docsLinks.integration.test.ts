// The README is the door and docs/ the rooms behind it: every relative link in them must lead to a file that exists
// and, with a #fragment into a Markdown file, to a heading (or an element id) that file has. Headings become anchors
// by GitHub's rule (github-slugger: lower case, spaces to hyphens, punctuation dropped, -1, -2 for repeats). The
// Markdown is read with the parser of the remark family the MDX build already brings, GitHub's flavour included.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import { parseDocument } from 'htmlparser2'
import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toString as textOf } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import { describe, expect, it } from 'vitest'

const readmeLimit = 8 * 1024

/** README.md and every Markdown file under docs/, relative to `root`. */
function documents(root: string): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name))
  return ['README.md', ...docs.sort()]
}

const parse = (text: string): Root => fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child, visit)
}

/** The links of a document (Markdown links, images, definitions, and href/src in its HTML), with their lines. */
function linksOf(tree: Root): { url: string; line: number }[] {
  const links: { url: string; line: number }[] = []
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 0
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') links.push({ url: node.url, line })
    if (node.type === 'html')
      for (const element of elementsOf(node.value))
        for (const name of ['href', 'src']) if (element.attribs[name]) links.push({ url: element.attribs[name], line })
  })
  return links
}

/** Every anchor a document offers: its headings as GitHub makes them, and the id or name of its HTML elements. */
function anchorsOf(tree: Root): Set<string> {
  const slugger = new GithubSlugger()
  const anchors = new Set<string>()
  walk(tree, (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(textOf(node)))
    if (node.type === 'html')
      for (const element of elementsOf(node.value))
        for (const name of ['id', 'name']) if (element.attribs[name]) anchors.add(element.attribs[name])
  })
  return anchors
}

function elementsOf(html: string): { attribs: Record<string, string> }[] {
  const elements: { attribs: Record<string, string> }[] = []
  const collect = (nodes: ReturnType<typeof parseDocument>['children']) => {
    for (const node of nodes) {
      if ('attribs' in node) elements.push(node)
      if ('children' in node) collect(node.children)
    }
  }
  collect(parseDocument(html).children)
  return elements
}

/** Each relative link of the documents under `root` that leads nowhere, as `file:line: link: why`. */
function brokenLinks(root: string): string[] {
  const trees = new Map<string, Root>()
  const treeOf = (file: string) => {
    if (!trees.has(file)) trees.set(file, parse(fs.readFileSync(path.join(root, file), 'utf8')))
    return trees.get(file)!
  }
  const problems: string[] = []
  for (const file of documents(root)) {
    for (const { url, line } of linksOf(treeOf(file))) {
      // Other sites, mail and telephone links are not this repository's to check.
      if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) continue
      const hashAt = url.indexOf('#')
      const address = decodeURI(hashAt === -1 ? url : url.slice(0, hashAt)).split('?')[0]!
      const fragment = hashAt === -1 ? '' : decodeURIComponent(url.slice(hashAt + 1))
      const target =
        address === '' ? file : path.normalize(path.join(address.startsWith('/') ? '' : path.dirname(file), address))
      const where = `${file}:${line}: ${url}`
      if (target.startsWith('..') || !fs.existsSync(path.join(root, target))) {
        problems.push(`${where}: there is no ${target}`)
        continue
      }
      if (fragment === '' || !target.endsWith('.md')) continue
      if (!anchorsOf(treeOf(target)).has(fragment)) problems.push(`${where}: ${target} has no heading #${fragment}`)
    }
  }
  return problems
}

describe('the README and docs/', () => {
  const root = process.cwd()

  it('link only to files and headings that exist', () => {
    expect(brokenLinks(root)).toEqual([])
  })

  it(`keep the README a door: at most ${readmeLimit / 1024} KB`, () => {
    expect(fs.statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(readmeLimit)
  })

  it('the check finds a missing file or heading, and reads headings and anchors as GitHub does', () => {
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-links-'))
    try {
      fs.mkdirSync(path.join(fixture, 'docs'))
      fs.writeFileSync(
        path.join(fixture, 'README.md'),
        [
          '# Site',
          '[ok](docs/guide.md#whats-new-in-20-mail) [repeat](docs/guide.md#setup-1) [anchor](docs/guide.md#field-a)',
          '[arabic](docs/guide.md#%D8%A7%D9%84%D8%A8%D8%AF%D8%A1) [self](#site) [web](https://example.com/nowhere.md)',
          '| table | [in a cell](docs/gone.md) |',
          '|---|---|',
          '| row | [wrong heading](docs/guide.md#setup-2) |',
        ].join('\n'),
      )
      fs.writeFileSync(
        path.join(fixture, 'docs/guide.md'),
        '# Guide\n\n## What\'s new in 2.0: `mail`\n\n## Setup\n\n## Setup\n\n## البدء\n\n<a id="field-a"></a>\n',
      )
      expect(brokenLinks(fixture)).toEqual([
        'README.md:4: docs/gone.md: there is no docs/gone.md',
        'README.md:6: docs/guide.md#setup-2: docs/guide.md has no heading #setup-2',
      ])
    } finally {
      fs.rmSync(fixture, { recursive: true, force: true })
    }
  })
})
