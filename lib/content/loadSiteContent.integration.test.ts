import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ContentError } from './ContentError.ts'
import { copyContent, editFile } from '../../testing/contentFixture.ts'
import { loadSiteContent } from './loadSiteContent.ts'
import { headerMenu, siteRoutes } from '../routes.ts'
import { initiatives, solutionSlugs } from '../../testing/specification.ts'

function problemsOf(root: string): string[] {
  try {
    loadSiteContent(root)
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems]
    throw error
  }
  return []
}

/** `line:column` of the first `needle` in `text` (past `skip` more characters), as the messages give places. */
function at(text: string, needle: string, skip = 0, from = 0): string {
  const index = text.indexOf(needle, from)
  if (index < 0) throw new Error(`"${needle}" is not in the file; the test's change did not apply`)
  const before = text.slice(0, index + skip).split('\n')
  return `${before.length}:${before.at(-1)!.length + 1}`
}

describe('the real content', () => {
  it('passes, with every page the specification lists', () => {
    const content = loadSiteContent()
    expect(content.initiatives.map((entry) => entry.slug)).toEqual(initiatives.map((initiative) => initiative.slug))
    expect(content.solutions.map((entry) => entry.slug)).toEqual(solutionSlugs)
    expect(siteRoutes(content)).toHaveLength(25)
    expect(content.company.licenseNumber).toBe('1436380')
  })
})

// Each row breaks one file the way an editor might; the message is what they would read.
describe('a bad file is reported with its file, field, what was expected and what was found', () => {
  it.each([
    {
      name: 'a date written in words',
      file: 'news/dubai-ev-taxi-chargers.mdx',
      change: (text: string) => text.replace(/^date: .*$/m, 'date: last spring'),
      expected: [
        'content/news/dubai-ev-taxi-chargers.mdx:7:7: News items › dubai-ev-taxi-chargers › Publication date (English): expected a date like 2024-05-01, found "last spring" (docs/content-guide.md#news-item-date)',
      ],
    },
    {
      name: 'a colour outside the brand',
      file: 'initiatives/net-zero-2050.mdx',
      change: (text: string) => text.replace(/color: (sky|emerald)/, 'color: red'),
      expected: [
        (text: string) =>
          `content/initiatives/net-zero-2050.mdx:${at(text, 'color: red', 7)}: Initiatives › net-zero-2050 › Alignment section › Alignment cards › 1 › Alignment card colour (English): expected "sky" or "emerald", found "red" (docs/content-guide.md#initiative-alignment-cards-color)`,
      ],
    },
    {
      name: 'a missing field',
      file: 'home.yaml',
      change: (text: string) => text.replace(/^ {2}label: .*\n/m, ''),
      expected: [
        (text: string) =>
          `content/home.yaml:${at(text, '\nhero:', 1)}: Pages › Home page › Hero band › Line above the hero heading (English) is missing: add it (expected text) (docs/content-guide.md#home-hero-label)`,
      ],
    },
    {
      name: 'a misspelt field',
      file: 'company.yaml',
      change: (text: string) => text.replace('tagline:', 'tagLine:'),
      expected: [
        // A missing field is placed at the start of the fields it belongs in.
        'content/company.yaml:1:1: Company facts › Company tagline (in English) is missing: add it (expected text) (docs/content-guide.md#company-tagline)',
        (text: string) =>
          `content/company.yaml:${at(text, 'tagLine:')}: Company facts › "tagLine": unknown field; check its spelling against the other files, or remove it (docs/content-guide.md#company-tagline)`,
      ],
    },
    {
      name: 'a search description that is too short',
      file: 'about.yaml',
      change: (text: string) => text.replace(/^seoDescription: .*$/m, 'seoDescription: About us'),
      expected: [
        (text: string) =>
          `content/about.yaml:${at(text, 'seoDescription: About us', 16)}: Pages › About page › Search-engine description (English): expected at least 150 characters, found 8 ("About us") (docs/content-guide.md#about-seodescription)`,
      ],
    },
    {
      name: 'a link to a page that does not exist',
      file: 'home.yaml',
      change: (text: string) => text.replace('href: /solutions/robotics', 'href: /solution/robotics'),
      expected: [
        (text: string) =>
          `content/home.yaml:${at(text, 'href: /solution/robotics', 6)}: Pages › Home page › Our Solutions section › Solution cards › 1 › Solution card link (English): no page of this site is at "/solution/robotics"; did you mean /solutions/robotics? (docs/content-guide.md#home-solutions-cards-href)`,
      ],
    },
    {
      // Found by walking the file, although no list of link fields names the key figures.
      name: 'a key figure linking to a page that does not exist',
      file: 'home.yaml',
      change: (text: string) => text.replace(/^(\s+href: )\/vision\/(\S+)$/m, '$1/visions/$2'),
      expected: [
        expect.stringMatching(
          /^content\/home\.yaml:\d+:13: Pages › Home page › Key figures band › Key figures › 1 › Key figure link \(English\): no page of this site is at "\/visions\/[^"]+"; did you mean \/vision\/[^?]+\? \(docs\/content-guide\.md#home-figures-items-href\)$/,
        ),
      ],
    },
    {
      name: 'a link in the text to an initiative that does not exist',
      file: 'initiatives/dubai-d33.mdx',
      change: (text: string) => `${text.trimEnd()}\n\nRead [the plan](/vision/dubai-d34) too.\n`,
      expected: [
        `content/initiatives/dubai-d33.mdx:${fs.readFileSync('content/initiatives/dubai-d33.mdx', 'utf8').trimEnd().split('\n').length + 2}:17: Initiatives › dubai-d33 › National Vision text › A link in the text (English): no page of this site is at "/vision/dubai-d34"; did you mean /vision/dubai-d33? (docs/content-guide.md#initiative)`,
      ],
    },
    {
      name: 'broken indentation',
      file: 'navigation.yaml',
      change: (text: string) => text.replace('  team: Our Team', 'team: Our Team'),
      expected: [
        expect.stringMatching(
          /^content\/navigation\.yaml:\d+:7: the fields cannot be read: Nested mappings are not allowed in compact mappings\. Check the indentation/,
        ),
      ],
    },
    {
      name: 'the wrong number of core values',
      file: 'about.yaml',
      change: (text: string) => text.replace(/ {4}- icon: award\n {6}title: Excellence\n.*\n/, ''),
      expected: [
        (text: string) =>
          `content/about.yaml:${at(text, 'items:', 0, text.indexOf('\nvalues:'))}: Pages › About page › Core Values section › Value cards (English): expected exactly 5 items, found 4 (docs/content-guide.md#about-values-items)`,
      ],
    },
  ])('$name', ({ file, change, expected }) => {
    const root = copyContent()
    editFile(root, file, change)
    const changed = fs.readFileSync(path.join(root, file), 'utf8')
    expect(problemsOf(root)).toEqual(
      (expected as (string | ((text: string) => string) | unknown)[]).map((line) =>
        typeof line === 'function' ? line(changed) : line,
      ),
    )
  })

  it('reports every problem at once, across files', () => {
    const root = copyContent()
    editFile(root, 'news/dubai-ev-taxi-chargers.mdx', (text) => text.replace(/^url: .*$/m, 'url: "http://example.com"'))
    editFile(root, 'solutions/robotics.mdx', (text) => text.replace(/^color: .*$/m, 'color: red'))
    fs.writeFileSync(path.join(root, 'events.yaml'), 'title: Open day\n')
    expect(problemsOf(root)).toMatchInlineSnapshot(`
      [
        "content/events.yaml: this file is not read by the site (no schema describes it); move its words into an existing file, or ask a developer to add a schema for it",
        "content/solutions/robotics.mdx:6:8: Solutions › robotics › Accent colour (English): expected "sky" or "emerald", found "red" (docs/content-guide.md#solution-color)",
        "content/news/dubai-ev-taxi-chargers.mdx:6:6: News items › dubai-ev-taxi-chargers › Original article address (English): expected a web address starting with https://, found "http://example.com" (docs/content-guide.md#news-item-url)",
      ]
    `)
  })

  it('the error message tells the editor what to do next', () => {
    const root = copyContent()
    editFile(root, 'company.yaml', (text) => text.replace(/^licenseNumber: .*$/m, "licenseNumber: '14363-80'"))
    const place = at(fs.readFileSync(path.join(root, 'company.yaml'), 'utf8'), "licenseNumber: '", 15)
    expect(() => loadSiteContent(root)).toThrow(
      [
        'The website content has 1 problem:',
        `  - content/company.yaml:${place}: Company facts › Trade licence number: expected the licence number as digits only, in quotes, like "1436380", found "14363-80" (docs/content-guide.md#company-licensenumber)`,
        'Fix each file named above (every visible word lives in content/), then run `npm run check:content` again.',
      ].join('\n'),
    )
  })
})

describe('a twelfth initiative file', () => {
  const twelfth = (title: string, url: string) => `---
title: "${title}"
subtitle: "Testing the Pipeline"
order: 12
summary: "A fixture initiative."
illustration: { src: illustrations/initiatives/dubai-d33.svg, alt: "A port." }
seoDescription: "${'A'.repeat(155)}"
learnMoreUrl: "${url}"
alignment:
  heading: "How We Align"
  intro: "Intro."
  cards:
    - { icon: bot, title: "One", description: "First.", color: sky }
    - { icon: cpu, title: "Two", description: "Second.", color: emerald }
    - { icon: zap, title: "Three", description: "Third.", color: sky }
commitment: "We commit."
---

Body.
`

  it('adds its page, its card and its menu entry with no code change', () => {
    const root = copyContent()
    fs.writeFileSync(
      path.join(root, 'initiatives/dubai-future-2040.mdx'),
      twelfth('Dubai Future 2040', 'https://www.dubaifuture.ae/'),
    )
    const content = loadSiteContent(root)
    expect(content.initiatives).toHaveLength(12)
    expect(siteRoutes(content).map((route) => route.path)).toContain('/vision/dubai-future-2040')
    const visionMenu = headerMenu(siteRoutes(content)).find((item) => 'items' in item && item.prefix === '/vision')
    expect(visionMenu && 'items' in visionMenu && visionMenu.items.at(-1)).toEqual({
      href: '/vision/dubai-future-2040',
      label: 'Dubai Future 2040',
    })
  })

  it('with a missing title or a malformed address fails with a clear message', () => {
    const root = copyContent()
    fs.writeFileSync(path.join(root, 'initiatives/dubai-future-2040.mdx'), twelfth('', 'www.dubaifuture'))
    expect(problemsOf(root)).toMatchInlineSnapshot(`
      [
        "content/initiatives/dubai-future-2040.mdx:2:8: Initiatives › dubai-future-2040 › Initiative name (English) is empty: write the text between the quotes (docs/content-guide.md#initiative-title)",
        "content/initiatives/dubai-future-2040.mdx:8:15: Initiatives › dubai-future-2040 › Official page address (English): expected a web address starting with https://, found "www.dubaifuture" (docs/content-guide.md#initiative-learnmoreurl)",
      ]
    `)
  })

  it('named with capitals or spaces is refused, since the name becomes the address', () => {
    const root = copyContent()
    fs.writeFileSync(
      path.join(root, 'initiatives/Dubai Future.mdx'),
      twelfth('Dubai Future', 'https://www.dubaifuture.ae/'),
    )
    expect(problemsOf(root)).toEqual([
      'content/initiatives/Dubai Future.mdx: the file name becomes the page address, so use lowercase letters, digits and single hyphens, like dubai-d33.mdx',
    ])
  })
})
