import path from 'node:path'
import { closest } from 'fastest-levenshtein'
import { localizeHref, splitLocale } from '../locales.ts'
import { siteRoutes } from '../routes.ts'
import type { Problems } from './ContentError.ts'
import { collectionTypes, documentTypes, type SiteContent } from './contentTypes.ts'
import { fieldName } from './formatIssues.ts'
import { type FieldPositions, fieldPositions } from './positions.ts'
import type { Entry } from './readContent.ts'

type FieldPath = (string | number)[]

/** Every `href` in a parsed file, wherever it sits, with the path of its field. */
function hrefFields(value: unknown, at: FieldPath = []): { field: FieldPath; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => hrefFields(item, [...at, index]))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, field]) =>
    key === 'href' && typeof field === 'string'
      ? [{ field: [...at, key], href: field }]
      : hrefFields(field, [...at, key]),
  )
}

/**
 * Links written in content must lead somewhere: a typo such as /solution would otherwise ship as a 404. Every `href`
 * field of every file is found by walking what was read, so a new link field is checked without a line here, and so
 * are Markdown links in the text of MDX files. Links are written as English addresses in every language
 * (see localizeHref), so they are checked, and the nearest address suggested, as such.
 *
 * `pageFiles` are the addresses of every file of a collection that makes pages, valid or not, so a link to a file
 * with problems of its own is not reported a second time.
 */
export function checkLinks(
  content: SiteContent,
  pageFiles: string[],
  root: string,
  within: (name: string) => string,
  problems: Problems,
): void {
  const paths = [...new Set([...siteRoutes(content).map((route) => splitLocale(route.path).path), ...pageFiles])]
  const known = new Set(paths)
  /** Why `href` leads nowhere, with the nearest address of the site; undefined when it leads to a page or elsewhere. */
  const wrong = (href: string): string | undefined => {
    if (!href.startsWith('/') || href.startsWith('//')) return undefined
    const pathname = splitLocale(localizeHref(content.locale, href).split('#')[0]!).path
    if (!pathname || known.has(pathname)) return undefined
    return `no page of this site is at "${href}"; did you mean ${closest(pathname, paths)}?`
  }
  const report = (file: string, positions: FieldPositions, data: unknown) => {
    for (const { field, href } of hrefFields(data)) {
      const reason = wrong(href)
      if (reason) problems.add({ file, at: positions.at(field), field: fieldName(field), message: reason })
    }
  }

  for (const type of documentTypes) {
    const file = within(type.file)
    report(`content/${file}`, fieldPositions(path.join(root, file)), content[type.key])
  }
  for (const type of collectionTypes) {
    for (const entry of content[type.key] as Entry<unknown>[]) {
      report(entry.file, entry.positions, entry.data)
      // Markdown links in the text of MDX files: [words](/vision/dubai-d33), named by their line and column.
      entry.body.split('\n').forEach((line, index) => {
        for (const match of line.matchAll(/\]\((\/[^)\s]*)/g)) {
          const reason = wrong(match[1]!)
          if (reason)
            problems.add({
              file: entry.file,
              at: { line: entry.bodyOffset + index + 1, col: match.index + 3 },
              field: 'link',
              message: reason,
            })
        }
      })
    }
  }
}
