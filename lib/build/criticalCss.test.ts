import { describe, expect, it } from 'vitest'
import { criticalCss } from './criticalCss.ts'

const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title><style>p{color:red}</style></head><body>${body}</body></html>`

describe('criticalCss', () => {
  it('keeps the rules of elements on the page, with their hover, focus and wider-screen variants, and drops the rest', async () => {
    const css = [
      '.card{padding:1rem}',
      '.hover\\:bg-sky-50:hover{background:#f0f9ff}',
      '@media (min-width:768px){.md\\:grid{display:grid}.md\\:hidden{display:none}}',
      '.menu-open{display:block}',
      '[aria-expanded=true] .rotate{transform:rotate(180deg)}',
    ].join('')
    const critical = await criticalCss(page('<div class="card hover:bg-sky-50 md:grid"><button aria-expanded="false"><span class="rotate"></span></button></div>'), css)
    expect(critical).toContain('.card{padding:1rem}')
    expect(critical).toContain('.hover\\:bg-sky-50:hover{background:#f0f9ff}')
    expect(critical).toMatch(/@media \(min-width:768px\)\{\.md\\:grid\{display:grid\}\}/)
    expect(critical).not.toContain('md\\:hidden')
    expect(critical).not.toContain('menu-open')
    expect(critical).not.toContain('rotate(180deg)')
  })

  it('keeps rules made of pseudo-classes alone, such as the site-wide focus ring', async () => {
    expect(await criticalCss(page('<a href="/">Home</a>'), ':focus-visible{outline:2px solid #0284c7}.unused{color:red}')).toBe(
      ':focus-visible{outline:2px solid #0284c7}',
    )
  })

  it('matches class names with characters the HTML escapes, as Tailwind arbitrary variants have', async () => {
    const html = page('<article class="sm:flex-row [&amp;&gt;picture]:contents"><picture><img alt=""></picture></article>')
    expect(await criticalCss(html, '.\\[\\&\\>picture\\]\\:contents>picture{display:contents}')).toBe('.\\[\\&\\>picture\\]\\:contents>picture{display:contents}')
  })

  it('drops typography rules for elements the prose does not hold, and keeps those it does with their states', async () => {
    const notProse = ':not(:where([class~="not-prose"],[class~="not-prose"] *))'
    const css = [
      `.prose :where(p)${notProse}{margin:1em 0}`,
      `.prose :where(pre)${notProse}{overflow-x:auto}`,
      `@media (min-width:640px){.sm\\:prose-lg :where(blockquote)${notProse}{padding:1em}.sm\\:prose-lg :where(p)${notProse}{margin:1.2em 0}}`,
      `.hover\\:prose-a\\:text-sky-900 :is(:where(a)${notProse}):hover{color:#0c4a6e}`,
      `.prose :where(a)${notProse}:focus-visible{outline:2px solid}`,
      '.rtl\\:-scale-x-100:where([dir="rtl"],[dir="rtl"] *){transform:scaleX(-1)}',
    ].join('')
    const critical = await criticalCss(
      page('<div class="prose sm:prose-lg hover:prose-a:text-sky-900 rtl:-scale-x-100"><p>Text <a href="/">link</a></p></div>'),
      css,
    )
    expect(critical).toContain('.prose :where(p)')
    expect(critical).toContain('.sm\\:prose-lg :where(p)')
    expect(critical).toContain(':hover{color:#0c4a6e}')
    expect(critical).toContain(':focus-visible{outline:2px solid}')
    expect(critical).not.toContain('pre')
    expect(critical).not.toContain('blockquote')
    // The page has no right-to-left text yet, so the mirrored arrow waits for the whole stylesheet.
    expect(critical).not.toContain('scaleX(-1)')
  })

  it('keeps an element-less rule such as ::backdrop, and a rule whose selector it cannot evaluate', async () => {
    const critical = await criticalCss(page('<p>Text</p>'), '::backdrop{--x:0}p:where(:dir(rtl)){color:red}')
    expect(critical).toContain('::backdrop{--x:0}')
    expect(critical).toContain('p:where(:dir(rtl)){color:red}')
  })

  it('gives nothing when the page uses none of the rules', async () => {
    expect(await criticalCss(page('<p>Text</p>'), '.toast{position:fixed}')).toBe('')
  })
})
