import { describe, expect, it } from 'vitest'
import { pageResources, slotWidth } from './pageResources.ts'

describe('pageResources', () => {
  it('lists scripts, module preloads and runnable inline scripts; not data blocks, nomodule or inert markup', () => {
    const resources = pageResources(
      '<head><script type="module" src="/assets/entry.js" async></script><link rel="modulepreload" href="/assets/chunk.js">' +
        "<link rel=preload as=script href='/assets/classic.js'><script nomodule src=/assets/legacy.js></script>" +
        '<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">{}</script>' +
        '<script type="speculationrules">{"prefetch":[]}</script><script>var a="&amp;"</script>' +
        '<noscript><link rel="stylesheet" href="/assets/noscript.css"></noscript><template><script src="/assets/t.js"></script></template>' +
        '<link rel="stylesheet" href="/assets/site.css?v=1&amp;x=2"><style>p{color:red}</style>' +
        '<link rel="preload" as="font" href="/f.woff2" crossorigin></head>',
    )
    expect(resources.scripts).toEqual(['/assets/entry.js', '/assets/chunk.js', '/assets/classic.js'])
    expect(resources.inlineScripts).toEqual([
      { type: 'speculationrules', text: '{"prefetch":[]}' },
      // Script text is raw: character references are not decoded in it.
      { type: '', text: 'var a="&amp;"' },
    ])
    expect(resources.stylesheets).toEqual(['/assets/site.css?v=1&x=2'])
    expect(resources.inlineStyles).toEqual(['p{color:red}'])
    expect(resources.fonts).toEqual(['/f.woff2'])
  })

  it('counts what the page loads after it has loaded, and the requests before its first paint', () => {
    const resources = pageResources(
      '<head><style>p{color:red}</style><link rel="preload" as="font" href="/f.woff2" crossorigin>' +
        '<noscript><link rel="stylesheet" href="/assets/site.css"></noscript></head><body><img src="/img/a.webp" alt="">' +
        '<script type="application/json" data-after-load>["/assets/site.css","/assets/entries/page.js"]</script>' +
        '<script>addEventListener("load",function(){})</script></body>',
    )
    expect(resources.afterLoad).toEqual(['/assets/site.css', '/assets/entries/page.js'])
    // Still downloaded on a first visit, so still weighed.
    expect(resources.scripts).toEqual(['/assets/entries/page.js'])
    expect(resources.stylesheets).toEqual(['/assets/site.css'])
    // The HTML and the font; not the picture, nor what waits for the load.
    expect(resources.beforeFirstPaint).toBe(2)
    expect(
      pageResources('<link rel="stylesheet" href="/a.css"><script type="module" src="/b.js" async></script>')
        .beforeFirstPaint,
    ).toBe(3)
  })

  it('picks the image a 390 px phone downloads: the matching <source>, the srcset candidate for the slot, no lazy ones', () => {
    const resources = pageResources(
      '<picture><source media="(min-width: 1024px)" srcset="/img/wide.avif"><source srcset="/img/a-400.avif 400w, /img/a-800.avif 800w" sizes="(min-width: 640px) 50vw, 100vw">' +
        '<img src="/img/a.jpg" alt=""></picture>' +
        '<img src="/img/b-800.webp" srcset="/img/b-200.webp 200w, /img/b-800.webp 800w" sizes="200px" alt="">' +
        '<img src="/img/lazy.webp" loading="lazy" alt=""><noscript><img src="/img/fallback.webp" alt=""></noscript>' +
        '<link rel="preload" as="image" imagesrcset="/img/h-400.avif 400w, /img/h-800.avif 800w" imagesizes="100vw">',
    )
    expect(resources.images).toEqual(['/img/a-400.avif', '/img/b-200.webp', '/img/h-400.avif'])
  })
})

describe('slotWidth', () => {
  it('takes the first size whose media condition holds at the viewport', () => {
    expect(slotWidth('(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw')).toBe(390)
    expect(slotWidth('(max-width: 639px) 50vw, 800px')).toBe(195)
    expect(slotWidth(undefined)).toBe(390)
  })
})
