import fs from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import type { Problem } from '../../lib/content/ContentError.ts'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import { splitFrontMatter } from '../../lib/content/frontMatter.ts'
import { dictionaries } from '../../lib/content/translations/dictionaries.ts'
import type { Dictionary } from '../../lib/content/translations/en.ts'
import type { Locale } from '../../lib/locales.ts'
import {
  allowedTagList,
  type CodeKind,
  codeInBody,
  codeInBodyMessage,
  codeKindWords,
} from '../../tooling/plugin/remarkContentAsData.ts'

// Only MDX's own syntax is read here, with no plugin: the body is parsed, never compiled or run.
const parser = createProcessor({ format: 'mdx' })

/**
 * Every piece of code in every MDX body (expressions, import and export lines, unknown tags, computed attributes),
 * each at its file, line and column and named at the entry's text, so an editor reads which entry holds it. The
 * compiler refuses the same (tooling/plugin/remarkContentAsData.ts); this lists all of them at once. A body MDX
 * cannot parse is left to checkMdxBodies.ts, which says why.
 */
export function checkCodeInBodies(content: SiteContent): Problem[] {
  return codeIn([...content.initiatives, ...content.solutions, ...content.news, ...content.legal])
}

/**
 * The same, read straight from every MDX file under `root` in every language, before anything else reads them: code is
 * the first cause of whatever else a body then seems to hold (a figure inside `{process.exit(7)}`, Latin letters in an
 * Arabic body), so it is said alone, once, as code.
 */
export function checkCodeInFiles(root: string): Problem[] {
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .sort()
  const bodies: { file: string; body: string; bodyOffset: number }[] = []
  for (const file of files) {
    const absolute = path.join(root, file)
    try {
      const { body, bodyOffset } = splitFrontMatter(fs.readFileSync(absolute, 'utf8'))
      bodies.push({ file: displayName(root, absolute), body, bodyOffset })
    } catch {
      // A file whose fields cannot be read is reported by the content's own check, which says why.
    }
  }
  return codeIn(bodies)
}

/** A file as the editor sees it in the repository, as the content's own check names it (content/…). */
function displayName(root: string, file: string): string {
  const relative = path.relative(path.dirname(root), file).split(path.sep).join('/')
  return relative.startsWith('..') ? file : relative
}

function codeIn(entries: readonly { file: string; body: string; bodyOffset: number }[]): Problem[] {
  const problems: Problem[] = []
  for (const entry of entries) {
    let tree: Root
    try {
      tree = parser.parse(entry.body) as Root
    } catch {
      continue
    }
    for (const code of codeInBody(tree, entry.body)) {
      problems.push({
        file: entry.file,
        at: { line: code.line + entry.bodyOffset, col: code.column },
        field: 'text',
        message: codeInBodyMessage(code),
      })
    }
  }
  return problems
}

const kindOf = (words: string) =>
  (Object.keys(codeKindWords) as CodeKind[]).find((kind) => codeKindWords[kind] === words)

/**
 * The check's message above in each editor's words (check.problems.codeInBody), for
 * scripts/content-report/editorWords.ts.
 */
export const codeInBodyShape = {
  pattern: /^holds code, which the site never runs: (.+?) "(.*)"; remove it \(/,
  say:
    ([, words, source]: RegExpExecArray, _problem: Problem, locale: Locale) =>
    (problems: Dictionary['check']['problems']) => {
      const kind = kindOf(words!)
      return problems.codeInBody(kind && dictionaries[locale].check.codeKinds[kind], source!, allowedTagList)
    },
}
