import { describe, expect, it } from 'vitest'
import { dependenciesFirst, paintFirst } from './paintFirst.ts'

// The shape of the HTML Vike writes (vike 0.4): a stylesheet link in the head, preloads and the async entry at the end.
const built = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="stylesheet" type="text/css" href="/assets/static/global.css">',
  '<title>About</title></head><body><div id="root"><p>Text</p></div>',
  '<script id="vike_pageContext" type="application/json">{"pageId":"/pages/about"}</script>',
  '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>',
  '<link rel="modulepreload" href="/assets/entries/pages_about.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/react.js" as="script" type="text/javascript">',
  '</body></html>',
].join('\n')

const inputs = {
  bootScript: '(()=>{start()})();\n',
  inlineCss: (href: string) => (href === '/assets/static/global.css' ? 'p{color:red}\n' : ''),
  imports: (href: string) => (href === '/assets/entries/pages_about.js' ? ['/assets/chunks/react.js'] : []),
}

describe('paintFirst', () => {
  const html = paintFirst(built, 'about/index.html', inputs)

  it('leaves no request for the first paint to wait for: no stylesheet link to fetch, no script, no preload', () => {
    expect(html).not.toMatch(/<script[^>]*\bsrc=/)
    expect(html).not.toContain('modulepreload')
    expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled)[^>]*>/)
  })

  it('inlines the rules the page uses where the stylesheet was linked, then a disabled link to it and one for no-JS', () => {
    expect(html).toContain(
      '<style data-href="/assets/static/global.css">p{color:red}</style><link rel="stylesheet" href="/assets/static/global.css" disabled>' +
        '<noscript><link rel="stylesheet" href="/assets/static/global.css"></noscript>\n<title>',
    )
  })

  it('puts the boot script where the entry was, naming the entry and every preloaded module, dependencies first', () => {
    expect(html).toContain(
      '<script data-entry="/assets/entries/entry-client-routing.js" data-preload="/assets/chunks/react.js /assets/entries/pages_about.js">(()=>{start()})();</script>',
    )
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{"pageId":"/pages/about"}</script>')
    expect(html).toContain('<div id="root"><p>Text</p></div>')
  })

  it('refuses HTML whose entry script it cannot find, naming the page and what to update', () => {
    expect(() => paintFirst(built.replace(' async', ''), 'about/index.html', inputs)).toThrow(
      /about\/index\.html: expected Vike's one entry script .* found 0\. .*update the patterns in lib\/build\/paintFirst\.ts/,
    )
  })

  it('refuses CSS that would break once inlined', () => {
    const withRelativeUrl = { ...inputs, inlineCss: () => '.hero{background:url(./hero.svg)}' }
    expect(() => paintFirst(built, 'about/index.html', withRelativeUrl)).toThrow(
      'about/index.html: /assets/static/global.css refers to ./hero.svg relative to itself, which breaks once inlined; use an absolute path (/...).',
    )
    const closingTag = { ...inputs, inlineCss: () => '/* </style> */' }
    expect(() => paintFirst(built, 'about/index.html', closingTag)).toThrow('contains "</style"')
    expect(paintFirst(built, 'x', { ...inputs, inlineCss: () => 'a{background:url(/img/a.svg)}b{background:url("data:image/png;base64,AA")}' })).toContain(
      'url(/img/a.svg)',
    )
  })
})

describe('dependenciesFirst', () => {
  const graph: Record<string, string[]> = {
    page: ['shell', 'button', 'elsewhere'],
    shell: ['react-dom', 'vike'],
    button: ['shell'],
    'react-dom': [],
    vike: [],
  }
  const imports = (module: string) => graph[module] ?? []

  it('puts every module after the modules it imports, keeping the listed order otherwise', () => {
    expect(dependenciesFirst(['page', 'shell', 'react-dom', 'vike', 'button'], imports)).toEqual(['react-dom', 'vike', 'shell', 'button', 'page'])
  })

  it('leaves out imports that are not listed, and survives a cycle', () => {
    expect(dependenciesFirst(['page', 'button'], imports)).toEqual(['button', 'page'])
    const cyclic = (module: string) => (module === 'a' ? ['b'] : ['a'])
    expect(dependenciesFirst(['a', 'b'], cyclic)).toEqual(['b', 'a'])
  })
})
