import { describe, expect, it } from 'vitest'
import { withoutUnusedWhereRules } from './unusedWhereRules.ts'

const page = (css: string) =>
  `<!DOCTYPE html><html><head><style>${css}</style></head><body><div class="prose"><p>Text</p><ol><li>One</li></ol></div></body></html>`
const notProse = ':not(:where([class~=not-prose],[class~=not-prose] *))'

describe('the inlined rules of the typography plugin', () => {
  it('keeps those whose elements are on the page and drops the others', () => {
    const html = withoutUnusedWhereRules(
      page(
        `.prose{color:#333}.prose :where(p)${notProse}{margin:1em 0}.prose :where(kbd)${notProse}{font-weight:500}` +
          `.prose :where(thead th)${notProse},.prose :where(li)${notProse}{padding:0}@media (min-width:640px){.prose :where(table)${notProse}{width:100%}}`,
      ),
      '/test',
    )
    const css = /<style>([^<]*)<\/style>/.exec(html)![1]!
    expect(css).toContain('.prose{color:#333}')
    expect(css).toContain(`.prose :where(p)${notProse}{margin:1em 0}`)
    expect(css).toContain(`.prose :where(li)${notProse}{padding:0}`)
    expect(css).not.toContain('kbd')
    expect(css).not.toContain('thead')
    expect(css).not.toContain('@media')
  })

  it('keeps a selector it cannot evaluate, such as a pseudo-element', () => {
    const rule = `.prose :where(ol>li)${notProse}::marker{color:#999}`
    expect(withoutUnusedWhereRules(page(rule), '/test')).toContain(rule)
  })

  it('says so when the page has no inlined style', () => {
    expect(() => withoutUnusedWhereRules('<html><head></head></html>', '/test')).toThrow(/\/test: no inlined <style>/)
  })
})
