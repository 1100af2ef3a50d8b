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
  const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'))
  afterAll(() => fs.rmSync(fake, { recursive: true, force: true }))

  it('reports each figure over budget with the route and by how much, and library code on the wrong page', () => {
    fs.mkdirSync(path.join(fake, 'assets'))
    fs.mkdirSync(path.join(fake, 'img'))
    // Random bytes do not compress: written as base64 they shrink back to about their own size under brotli.
    const noise = (bytes: number) => crypto.randomBytes(bytes).toString('base64')
    fs.writeFileSync(path.join(fake, 'assets/app.js'), `import"./form.js";console.log("${noise(130 * KiB)}")`)
    fs.writeFileSync(path.join(fake, 'assets/form.js'), 'export const o={shouldUseNativeValidation:!1}')
    fs.writeFileSync(path.join(fake, 'assets/site.css'), `/*${noise(20 * KiB)}*/`)
    fs.writeFileSync(path.join(fake, 'img/hero-400.webp'), Buffer.alloc(2 * KiB))
    fs.writeFileSync(path.join(fake, 'img/hero-800.webp'), Buffer.alloc(8 * KiB))
    fs.writeFileSync(
      path.join(fake, 'index.html'),
      '<html><head><link rel="stylesheet" href="/assets/site.css"><script type="module" src="/assets/app.js"></script></head>' +
        '<body><img src="/img/hero-800.webp" srcset="/img/hero-400.webp 400w, /img/hero-800.webp 800w" sizes="100vw" alt="">' +
        '<img src="/img/hero-800.webp" loading="lazy" alt=""></body></html>',
    )

    const [home] = measureSite(fake)
    expect(home!.files.js).toEqual(['/assets/app.js', '/assets/form.js'])
    expect(home!.files.images).toEqual(['/img/hero-400.webp'])
    expect(home!.images).toBe(2 * KiB)
    const messages = checkBudgets([home!], fake).map((failure) => failure.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/: JS is 1\d\d\.\d KiB, over its budget of 100\.0 KiB by \d+\.\d KiB$/),
        expect.stringMatching(/^\/: CSS is \d\d\.\d KiB, over its budget of 15\.0 KiB by \d+\.\d KiB$/),
        expect.stringMatching(/^\/: total transfer is 1\d\d\.\d KiB, over its budget of 120\.0 KiB/),
        expect.stringMatching(/^\/: its JavaScript contains react-hook-form, which only \/contact needs \(in \/assets\/form\.js\)/),
      ]),
    )
  })
})
