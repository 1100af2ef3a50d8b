import { evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { companyFactComponents } from '../../lib/mdx/companyFactComponents.tsx'
import { Problems } from '../../lib/content/ContentError.ts'
import { mdxOptions } from '../../tooling/plugin/mdxOptions.ts'
import type { SiteContent } from '../../lib/content/contentTypes.ts'

/**
 * Compiles and renders every MDX body the way the site does, so a broken tag or an unknown component is reported
 * with its file and line before a build is attempted. The files of `skipped` are not compiled: checkCodeInBodies.ts
 * has already reported the code they hold, which the compiler would refuse again.
 */
export async function checkMdxBodies(content: SiteContent, skipped: ReadonlySet<string> = new Set()): Promise<void> {
  const problems = new Problems()
  const components = companyFactComponents(content.company, content.locale)
  const entries = [...content.initiatives, ...content.solutions, ...content.news, ...content.legal]
  for (const entry of entries) {
    if (skipped.has(entry.file)) continue
    try {
      const { default: Body } = await evaluate(entry.body, { ...runtime, ...mdxOptions })
      renderToStaticMarkup(createElement(Body, { components }))
    } catch (error) {
      const { line, column } = error as { line?: number; column?: number }
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      problems.add({
        file: entry.file,
        at: { line: (line ?? 1) + entry.bodyOffset, col: column ?? 1 },
        message: `the text cannot be read as MDX: ${reason}. Available components: ${Object.keys(components)
          .map((name) => `<${name} />`)
          .join(', ')}.`,
      })
    }
  }
  problems.throwIfAny()
}
