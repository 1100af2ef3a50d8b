// The pages that carry every rule they use inline (inlineCss.ts) are sent with short class names: Tailwind's names
// ("inline-flex items-center gap-1 rounded-full px-3 …") are about a tenth of a page's compressed bytes, in its class
// attributes and again in its inlined rules, and the heaviest Arabic pages did not fit the first round trip with them.
// One plan for the whole build, written to dist/class-names.json: the most used names get the shortest, a class no
// rule of the stylesheet names is dropped (it draws nothing), and a class an attribute selector reads
// ([class*=tracking-], [class~=not-prose]) keeps its name. The pages with an island or search results keep Tailwind's
// names: their scripts and the service write elements with them after the build.
import fs from 'node:fs'
import path from 'node:path'
import { decodeHTMLAttribute, escapeAttribute } from 'entities'
import postcss from 'postcss'
import selectorParser from 'postcss-selector-parser'
import { linkedStylesheets, loadsTheWholeStylesheet } from './afterLoad.ts'
import { builtPages } from './builtPages.ts'

export interface ClassNamePlan {
  /** Tailwind's name → the name the pages are sent with. */
  renamed: Record<string, string>
  /** Names on elements that no rule of the stylesheet names: left out of the pages. */
  dropped: string[]
}

/** What the build writes to dist/class-names.json, beside (not inside) what is served. */
export interface WrittenClassNamePlan extends ClassNamePlan {
  /** The stylesheets whose names the plan renames, as the pages linked them before. */
  stylesheets: string[]
}

/** Where the build writes the plan, in dist/. */
export const classNamePlanFile = 'class-names.json'

/** Whether a built page carries every rule it uses inline, so its class names are its own to change. */
export const carriesEveryRule = (html: string) => !loadsTheWholeStylesheet(html)

/** The plan's name for `name`, if it renames it (an own key: a class may be called "constructor"). */
const renamedOf = (plan: ClassNamePlan, name: string) =>
  Object.hasOwn(plan.renamed, name) ? plan.renamed[name] : undefined

/** An attribute selector on class, as [class~=not-prose]: a name it matches must keep its spelling. */
interface ClassAttributeSelector {
  operator: string
  value: string
}

function matchesClassAttribute(name: string, { operator, value }: ClassAttributeSelector): boolean {
  switch (operator) {
    case '=':
    case '~=':
      return name === value
    case '*=':
      return name.includes(value)
    case '^=':
      return name.startsWith(value)
    case '$=':
      return name.endsWith(value)
    case '|=':
      return name === value || name.startsWith(`${value}-`)
    default:
      return true
  }
}

/** A step of an animation (from, 50%, to): its "selector" names no element. */
const inKeyframes = (rule: postcss.Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)

/** The class names the rules of `css` name, and its attribute selectors on class. */
function namedInCss(css: string): { classes: Set<string>; classAttributes: ClassAttributeSelector[] } {
  const classes = new Set<string>()
  const classAttributes: ClassAttributeSelector[] = []
  const collect = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      classes.add(node.value)
    })
    selectors.walkAttributes((node) => {
      if (node.attribute === 'class') classAttributes.push({ operator: node.operator ?? '', value: node.value ?? '' })
    })
  })
  postcss.parse(css).walkRules((rule) => {
    if (!inKeyframes(rule)) collect.processSync(rule.selector)
  })
  return { classes, classAttributes }
}

// Raw-text elements, whose contents are not markup: class attributes are looked for only between them.
const rawText = /(<(script|style|title|textarea)\b[^>]*>[\s\S]*?<\/\2>)/
// React and Beasties write each attribute's value in double quotes, with any quote inside as &quot;, and & < > as
// entities too: [&>svg]:size-full is written [&amp;&gt;svg]:size-full.
const classAttribute = / class="([^"]*)"/g
/** The names of a class attribute as written, each with the name it stands for. */
const classList = (value: string) =>
  value
    .split(/\s+/)
    .filter(Boolean)
    .map((written) => ({ written, name: decodeHTMLAttribute(written) }))

/** `html` in the order written: markup, where class attributes are, and whole raw-text elements with their tag name. */
function htmlParts(html: string): { text: string; rawTextTag?: string }[] {
  // split() gives markup, then each raw-text element and its tag name (the pattern's two groups), and so on.
  const pieces = html.split(rawText)
  const parts: { text: string; rawTextTag?: string }[] = []
  for (let index = 0; index < pieces.length; index += 3) {
    parts.push({ text: pieces[index]! })
    if (index + 1 < pieces.length) parts.push({ text: pieces[index + 1]!, rawTextTag: pieces[index + 2] })
  }
  return parts
}

/** Every class name on the elements of `html`, with how many times each is written. */
function classesOnElements(html: string, counts: Map<string, number>): void {
  for (const { text, rawTextTag } of htmlParts(html)) {
    if (rawTextTag !== undefined) continue
    for (const match of text.matchAll(classAttribute))
      for (const { name } of classList(match[1]!)) counts.set(name, (counts.get(name) ?? 0) + 1)
  }
}

/** The names the plan gives out: a, b, … Z, then aa, ab, …: a letter first, as a class selector needs no escape. */
function* shortNames(): Generator<string> {
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
  const rest = `${first}0123456789`
  for (const letter of first) yield letter
  for (let length = 2; ; length += 1) {
    const indices = new Array<number>(length - 1).fill(0)
    for (;;) {
      for (const letter of first) yield letter + indices.map((index) => rest[index]).join('')
      let place = indices.length - 1
      while (place >= 0 && indices[place] === rest.length - 1) indices[place--] = 0
      if (place < 0) break
      indices[place]! += 1
    }
  }
}

/** The plan for `pages` (their HTML) under `stylesheet` (every stylesheet they link, joined). */
export function planClassNames(pages: string[], stylesheet: string): ClassNamePlan {
  const counts = new Map<string, number>()
  for (const html of pages) classesOnElements(html, counts)
  const { classes, classAttributes } = namedInCss(stylesheet)
  const keepsItsName = (name: string) => classAttributes.some((selector) => matchesClassAttribute(name, selector))
  // Most written first, then by name, so the plan is the same for the same pages.
  const byUse = [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
  const taken = new Set([...counts.keys(), ...classes])
  const names = shortNames()
  const nextName = (): string => {
    for (;;) {
      const name = names.next().value as string
      if (!taken.has(name) && !keepsItsName(name)) return name
    }
  }
  const renamed: Record<string, string> = {}
  const dropped: string[] = []
  for (const [name] of byUse) {
    if (keepsItsName(name)) continue
    if (classes.has(name)) renamed[name] = nextName()
    else dropped.push(name)
  }
  return { renamed, dropped: dropped.sort() }
}

/** `css` with each class selector the plan renames written with its new name. */
export function renameInCss(css: string, plan: ClassNamePlan): string {
  const rename = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      const renamed = renamedOf(plan, node.value)
      if (renamed) node.value = renamed
    })
  })
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (!inKeyframes(rule)) rule.selector = rename.processSync(rule.selector)
  })
  return root.toString()
}

/**
 * `html` (a page that carries every rule) with the plan's names in its class attributes and its <style> elements, and
 * without the <noscript> link to the whole stylesheet, whose rules name the old names (and the page has every rule it
 * uses already).
 */
export function renameInHtml(html: string, plan: ClassNamePlan): string {
  const dropped = new Set(plan.dropped)
  return htmlParts(html)
    .map(({ text, rawTextTag }) => {
      if (rawTextTag === 'style')
        return text.replace(/^(<style\b[^>]*>)([\s\S]*)(<\/style>)$/, (_all, open, css: string, close) =>
          [open, renameInCss(css, plan), close].join(''),
        )
      if (rawTextTag !== undefined) return text
      return text
        .replace(/<noscript><link rel="stylesheet"[^>]*><\/noscript>/g, '')
        .replace(classAttribute, (_all, value: string) => {
          const names = classList(value)
            .filter(({ name }) => !dropped.has(name))
            .map(({ written, name }) => {
              const renamed = renamedOf(plan, name)
              return renamed ? escapeAttribute(renamed) : written
            })
          return names.length ? ` class="${names.join(' ')}"` : ''
        })
    })
    .join('')
}

/** Renames the classes of every page in dist/client (`client`) that carries every rule; writes the plan to `dist`. */
export function shortenClassNames(client: string, dist: string): string {
  const pages = builtPages(client)
    .map((page) => ({ ...page, html: fs.readFileSync(page.file, 'utf8') }))
    .filter((page) => carriesEveryRule(page.html))
  // Each page links them in its <noscript>, where inlineCss.ts left the link.
  const stylesheets = [...new Set(pages.flatMap((page) => linkedStylesheets(page.html)))].sort()
  const plan = planClassNames(
    pages.map((page) => page.html),
    stylesheets.map((href) => fs.readFileSync(path.join(client, href), 'utf8')).join('\n'),
  )
  for (const page of pages) fs.writeFileSync(page.file, renameInHtml(page.html, plan))
  const written: WrittenClassNamePlan = { ...plan, stylesheets }
  fs.writeFileSync(path.join(dist, classNamePlanFile), `${JSON.stringify(written, null, 2)}\n`)
  return `${pages.length} pages carry ${Object.keys(plan.renamed).length} short class names; ${plan.dropped.length} names no rule reads left out`
}
