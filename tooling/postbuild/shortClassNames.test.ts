import { describe, expect, it } from 'vitest'
import { carriesEveryRule, planClassNames, renameInCss, renameInHtml } from './shortClassNames.ts'

const stylesheet = [
  '.text-sm{font-size:.875rem}',
  '.hover\\:bg-slate-100:hover{background-color:#f1f5f9}',
  '.group\\/menu[open] .group-open\\/menu\\:block{display:block}',
  '@media(min-width:1024px){.lg\\:flex{display:flex}}',
  'html[lang=ar] [class*=tracking-]{letter-spacing:0}',
  '.tracking-tight{letter-spacing:-.025em}',
  '.prose :where(p):not(:where([class~=not-prose],[class~=not-prose] *)){margin-top:1.25em}',
  '@keyframes spin{from{transform:rotate(0)}50%{opacity:.5}to{transform:rotate(360deg)}}',
].join('')

const page = (body: string) =>
  `<!DOCTYPE html><html><head><style>${stylesheet}</style><noscript><link rel="stylesheet" type="text/css" href="/assets/static/global.css"></noscript><noscript><link rel="manifest" href="/site.webmanifest"></noscript></head><body>${body}</body></html>`

describe('short class names', () => {
  const pages = [
    page(
      '<details class="group/menu"><summary class="text-sm hover:bg-slate-100">Menu</summary><a class="text-sm lg:flex group-open/menu:block lucide lucide-x">Home</a></details>' +
        '<h1 class="text-sm tracking-tight">Title</h1><div class="prose"><p class="not-prose">Aside</p></div>' +
        `<script type="application/ld+json">{"html":"<b class=\\"text-sm\\">"}</script>`,
    ),
  ]
  const plan = planClassNames(pages, stylesheet)

  it('gives the most used names the shortest, and keeps the names an attribute selector reads', () => {
    expect(plan.renamed['text-sm']).toBe('a')
    expect(Object.values(plan.renamed).every((name) => /^[a-zA-Z][a-zA-Z0-9]*$/.test(name))).toBe(true)
    expect(new Set(Object.values(plan.renamed)).size).toBe(Object.keys(plan.renamed).length)
    expect(plan.renamed['tracking-tight']).toBeUndefined()
    expect(plan.renamed['not-prose']).toBeUndefined()
    expect(Object.keys(plan.renamed).sort()).toEqual(
      ['group-open/menu:block', 'group/menu', 'hover:bg-slate-100', 'lg:flex', 'prose', 'text-sm'].sort(),
    )
  })

  it('leaves out the names no rule reads', () => {
    expect(plan.dropped).toEqual(['lucide', 'lucide-x'])
  })

  it('writes the new names into the class attributes and the rules, and nowhere else', () => {
    const html = renameInHtml(pages[0]!, plan)
    const short = (name: string) => plan.renamed[name]
    expect(html).toContain(`<summary class="${short('text-sm')} ${short('hover:bg-slate-100')}">`)
    expect(html).toContain(`<a class="${short('text-sm')} ${short('lg:flex')} ${short('group-open/menu:block')}">`)
    expect(html).toContain(`<h1 class="${short('text-sm')} tracking-tight">`)
    expect(html).toContain('<p class="not-prose">')
    // A script's text is not markup.
    expect(html).toContain(`{"html":"<b class=\\"text-sm\\">"}`)
    expect(html).toContain(`.${short('hover:bg-slate-100')}:hover{`)
    expect(html).toContain(`.${short('group/menu')}[open] .${short('group-open/menu:block')}{display:block}`)
    expect(html).toContain(`@media(min-width:1024px){.${short('lg:flex')}{display:flex}}`)
    expect(html).toContain('html[lang=ar] [class*=tracking-]{letter-spacing:0}.tracking-tight{')
    expect(html).toContain('@keyframes spin{from{transform:rotate(0)}50%{opacity:.5}to{transform:rotate(360deg)}}')
    // The whole stylesheet names the old names: the page no longer links it. The manifest stays.
    expect(html).not.toContain('global.css')
    expect(html).toContain('<noscript><link rel="manifest" href="/site.webmanifest"></noscript>')
  })

  it('reads a name as the attribute means it, entities and all', () => {
    const css = '.\\[\\&\\>svg\\]\\:size-full>svg{width:100%}'
    const html = '<span class="[&amp;&gt;svg]:size-full"><svg></svg></span>'
    const written = planClassNames([html], css)
    expect(written).toEqual({ renamed: { '[&>svg]:size-full': 'a' }, dropped: [] })
    expect(renameInHtml(`<style>${css}</style>${html}`, written)).toBe(
      '<style>.a>svg{width:100%}</style><span class="a"><svg></svg></span>',
    )
    // And back, as the tests read a built page: the name is written as an attribute must hold it.
    expect(renameInHtml('<span class="a"></span>', { renamed: { a: '[&>svg]:size-full' }, dropped: [] })).toBe(
      '<span class="[&amp;>svg]:size-full"></span>',
    )
  })

  it('drops a class attribute whose every name is left out', () => {
    expect(renameInHtml('<p><svg class="lucide lucide-x"></svg></p>', plan)).toBe('<p><svg></svg></p>')
  })

  it('renames a selector whatever its escapes', () => {
    const css = '.md\\:basis-\\[calc\\(\\(100\\%-1\\.5rem\\)\\/2\\)\\]{flex-basis:calc((100% - 1.5rem)/2)}'
    const renamed = renameInCss(css, { renamed: { 'md:basis-[calc((100%-1.5rem)/2)]': 'q' }, dropped: [] })
    expect(renamed).toBe('.q{flex-basis:calc((100% - 1.5rem)/2)}')
  })

  it('leaves the pages with an island or search results as they are', () => {
    expect(carriesEveryRule(page('<main></main>'))).toBe(true)
    expect(carriesEveryRule(page('<script type="application/json" data-island="contact-form">{}</script>'))).toBe(false)
    expect(carriesEveryRule(page('<template data-search-template="result"></template>'))).toBe(false)
  })
})
