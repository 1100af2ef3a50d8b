// The speed budgets of issue 6, checked on the build the browser tests run against (the global setup built it). The
// figures are bytes read from dist/client, so the check is the same on any machine: no timing involved.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  KiB,
  budgets,
  checkBudgets,
  checkPageOnlyCode,
  checkProductionBuild,
  formatTable,
  kib,
  measureSite,
  pageOnlyCode,
  transferSize,
} from '../scripts/budgets/measure.ts'
import { loadSiteContent, siteRoutes } from '../lib/content/loadSiteContent.ts'

const root = path.resolve('dist/client')
const weights = measureSite(root)
const weightOf = (route: string) => weights.find((weight) => weight.route === route)

describe('every page is within its budget (brotli bytes of a first visit)', () => {
  afterAll(() => console.log(formatTable(weights)))

  it('every route of the site was prerendered, and the not-found page', () => {
    const expected = [...siteRoutes(loadSiteContent()), '404']
    expect(weights.map((weight) => weight.route).sort()).toEqual(expect.arrayContaining(expected.sort()))
  })

  it('the JavaScript is a production build', () => {
    expect(checkProductionBuild(weights, root).map((failure) => failure.message)).toEqual([])
  })

  it.each(weights.map((weight) => [weight.route, weight] as const))('%s: JS, CSS and no third-party requests', (route, weight) => {
    const jsLimit = budgets.js[route] ?? budgets.js.default!
    expect(weight.js, `${route}: JS ${kib(weight.js)} KiB, budget ${kib(jsLimit)} KiB`).toBeLessThanOrEqual(jsLimit)
    expect(weight.css, `${route}: CSS ${kib(weight.css)} KiB, budget ${kib(budgets.css)} KiB`).toBeLessThanOrEqual(budgets.css)
    expect(weight.fonts, 'the site uses the system font stack').toBe(0)
    expect(weight.files.external).toEqual([])
  })

  it('Home in total (HTML, JS, CSS, eager images, fonts) is within its budget', () => {
    const home = weightOf('/')!
    expect(home.total, `Home: ${kib(home.total)} KiB, budget ${kib(budgets.homeTotal)} KiB`).toBeLessThanOrEqual(budgets.homeTotal)
  })

  it.each(pageOnlyCode.map((code) => [code.name, code.owner] as const))('%s is in the JavaScript of %s only', (name) => {
    const failures = checkPageOnlyCode(weights, root).filter((failure) => failure.figure === name)
    expect(failures.map((failure) => failure.message)).toEqual([])
  })
})

describe('the budget check itself', () => {
  // A made-up build with one page over every budget: the check must name the page, the figure and the excess.
  // A separate folder for each made-up build below it.
  const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'))
  afterAll(() => fs.rmSync(fake, { recursive: true, force: true }))
  /** A built site's folder of its own, with the assets/ and img/ folders the measure reads. */
  const fakeSite = (name: string) => {
    const site = path.join(fake, name)
    fs.mkdirSync(path.join(site, 'assets'), { recursive: true })
    fs.mkdirSync(path.join(site, 'img'))
    return site
  }
  // Random bytes do not compress: written as base64 they shrink back to about their own size under brotli.
  const noise = (bytes: number) => crypto.randomBytes(bytes).toString('base64')

  it('reports each figure over budget with the route and by how much, and library code on the wrong page', () => {
    const site = fakeSite('over-budget')
    fs.writeFileSync(path.join(site, 'assets/app.js'), `import"./form.js";console.log("${noise(130 * KiB)}")`)
    fs.writeFileSync(path.join(site, 'assets/form.js'), 'export const o={shouldUseNativeValidation:!1}')
    fs.writeFileSync(path.join(site, 'assets/site.css'), `/*${noise(20 * KiB)}*/`)
    fs.writeFileSync(path.join(site, 'img/hero-400.webp'), Buffer.alloc(2 * KiB))
    fs.writeFileSync(path.join(site, 'img/hero-800.webp'), Buffer.alloc(8 * KiB))
    fs.writeFileSync(
      path.join(site, 'index.html'),
      '<html><head><link rel="stylesheet" href="/assets/site.css"><script type="module" src="/assets/app.js"></script></head>' +
        '<body><img src="/img/hero-800.webp" srcset="/img/hero-400.webp 400w, /img/hero-800.webp 800w" sizes="100vw" alt="">' +
        '<img src="/img/hero-800.webp" loading="lazy" alt=""></body></html>',
    )

    const [home] = measureSite(site)
    expect(home!.files.js).toEqual(['/assets/app.js', '/assets/form.js'])
    expect(home!.files.images).toEqual(['/img/hero-400.webp'])
    expect(home!.images).toBe(2 * KiB)
    const messages = checkBudgets([home!], site).map((failure) => failure.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/: JS is 1\d\d\.\d KiB, over its budget of 100\.0 KiB by \d+\.\d KiB$/),
        expect.stringMatching(/^\/: CSS is \d\d\.\d KiB, over its budget of 15\.0 KiB by \d+\.\d KiB$/),
        expect.stringMatching(/^\/: total transfer is 1\d\d\.\d KiB, over its budget of 120\.0 KiB/),
        expect.stringMatching(/^\/: its JavaScript contains react-hook-form, which only \/contact needs \(in \/assets\/form\.js\)/),
      ]),
    )
  })
  it('counts what a page loads after its first paint: the boot script\'s modules and stylesheet, inlined CSS, an icon sprite', () => {
    const site = fakeSite('paint-first')
    fs.writeFileSync(path.join(site, 'assets/entry.js'), `import"./react.js";console.log("${noise(3 * KiB)}")`)
    fs.writeFileSync(path.join(site, 'assets/react.js'), `console.log("${noise(40 * KiB)}")`)
    fs.writeFileSync(path.join(site, 'assets/page.js'), `console.log("${noise(5 * KiB)}")`)
    fs.writeFileSync(path.join(site, 'assets/site.css'), `/*${noise(7 * KiB)}*/`)
    fs.writeFileSync(path.join(site, 'img/icons.svg'), `<svg><!--${noise(4 * KiB)}--></svg>`)
    const css = `/*${noise(6 * KiB)}*/`
    const html =
      `<html><head><style data-href="/assets/site.css">${css}</style><link rel="stylesheet" href="/assets/site.css" disabled>` +
      '<noscript><link rel="stylesheet" href="/assets/site.css"></noscript></head>' +
      '<body><svg><use href="/img/icons.svg#bot"></use></svg><svg><use href="/img/icons.svg#sun"></use></svg>' +
      '<script data-entry="/assets/entry.js" data-preload="/assets/react.js /assets/page.js">start()</script></body></html>'
    fs.writeFileSync(path.join(site, 'index.html'), html)

    const [page] = measureSite(site)
    expect(page!.files.js.sort()).toEqual(['/assets/entry.js', '/assets/page.js', '/assets/react.js'])
    // The whole stylesheet, fetched after the first paint, counts once however many links name it.
    expect(page!.files.css).toEqual(['/assets/site.css'])
    expect(page!.files.images).toEqual(['/img/icons.svg'])
    // The inlined rules count against the CSS budget, and in the total only once, as part of the HTML.
    const cssFile = transferSize(path.join(site, 'assets/site.css'))
    expect(page!.css - cssFile).toBeGreaterThan(6 * KiB)
    expect(page!.css - cssFile).toBeLessThan(9 * KiB)
    expect(page!.total).toBe(page!.html + page!.js + cssFile + page!.images)
  })
})
