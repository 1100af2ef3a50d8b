import { evaluate } from '@mdx-js/mdx'
import mdx from '@mdx-js/rollup'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { mdxOptions } from './mdxOptions.ts'

declare global {
  var contentRan: boolean | undefined
}

// Each body would set globalThis.contentRan were any of it run.
const bodies = [
  { kind: 'an expression in curly braces', body: 'Two is {globalThis.contentRan = true}.' },
  { kind: 'an expression in curly braces', body: 'A paragraph.\n\n{(globalThis.contentRan = true)}\n' },
  { kind: 'an import or export line', body: 'export const x = (globalThis.contentRan = true)\n\nText.' },
  { kind: 'an import or export line', body: "import fs from 'node:fs'\n\nText." },
  { kind: 'a tag the site does not know', body: '<script>{globalThis.contentRan = true}</script>' },
  { kind: 'a tag the site does not know', body: '<>Fragment</>' },
  { kind: 'a tag with a value in curly braces', body: '<CompanyName x={(globalThis.contentRan = true)} />' },
  { kind: 'a tag with a value in curly braces', body: '<CompanyPhone {...{ a: (globalThis.contentRan = true) }} />' },
]

describe('the MDX compiler, given a body that holds code', () => {
  it.each(bodies)('refuses $kind when evaluating "$body", running none of it', async ({ kind, body }) => {
    globalThis.contentRan = undefined
    await expect(evaluate(body, { ...runtime, ...mdxOptions })).rejects.toThrow(
      `holds code, which the site never runs: ${kind}`,
    )
    expect(globalThis.contentRan).toBeUndefined()
  })

  it.each(bodies)('fails the build’s compile of "$body"', async ({ kind, body }) => {
    const plugin = mdx({ ...mdxOptions, jsxImportSource: 'react' })
    const transform = plugin.transform as (code: string, id: string) => Promise<unknown>
    await expect(transform.call({}, body, '/site/content/news/x.mdx')).rejects.toThrow(kind)
  })

  it('compiles Markdown and the company-fact tags', async () => {
    const { default: Body } = await evaluate('# Title\n\nCall <CompanyPhone /> or read **this**.', {
      ...runtime,
      ...mdxOptions,
    })
    const html = renderToStaticMarkup(createElement(Body, { components: { CompanyPhone: () => '+971 4 000 0000' } }))
    expect(html).toBe('<h1 id="title">Title</h1>\n<p>Call +971 4 000 0000 or read <strong>this</strong>.</p>')
  })
})
