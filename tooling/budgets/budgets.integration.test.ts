// The site's speed budgets, checked on the production build (built here when a source is newer than it). The figures
// are bytes read from dist/client, so the check is the same on any machine: no timing involved, and no browser.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { splitLocale } from '../../lib/locales.ts'
import { siteRoutes } from '../../lib/routes.ts'
import {
  KiB,
  budgets,
  checkBudgets,
  checkDownloads,
  checkPageOnlyCode,
  checkProductionBuild,
  formatTable,
  jsBudget,
  kib,
  measureSite,
  pageOnlyCode,
  transferSize,
} from './measure.ts'
import { ensureBuilt } from '../../testing/service/builtSite.ts'

ensureBuilt()
const root = path.resolve('dist/client')
const weights = measureSite(root)
const weightOf = (route: string) => weights.find((weight) => weight.route === route)

describe('every page is within its budget (brotli bytes of a first visit)', () => {
  afterAll(() => console.log(formatTable(weights)))

  it("every route of the site was prerendered in both languages, and each language's not-found page", () => {
    const expected = [
      ...Object.values(loadEveryLanguage()).flatMap((content) => siteRoutes(content).map((route) => route.path)),
      '404',
      'ar/404',
    ]
    expect(weights.map((weight) => weight.route).sort()).toEqual(expect.arrayContaining(expected.sort()))
  })

  it('each company profile (PDF) is within its download budget', () => {
    expect(checkDownloads(root).map((failure) => failure.message)).toEqual([])
  })

  it('the JavaScript is a production build', () => {
    expect(checkProductionBuild(weights, root).map((failure) => failure.message)).toEqual([])
  })

  it.each(weights.map((weight) => [weight.route, weight] as const))(
    '%s: JS, CSS, fonts, no third-party requests, and the first screen in the first round trip',
    (route, weight) => {
      const jsLimit = jsBudget(route)
      expect(
        weight.js,
        `${route}: JS ${kib(weight.js)} KiB (inline scripts included), budget ${kib(jsLimit)} KiB`,
      ).toBeLessThanOrEqual(jsLimit)
      expect(weight.css, `${route}: CSS ${kib(weight.css)} KiB, budget ${kib(budgets.css)} KiB`).toBeLessThanOrEqual(
        budgets.css,
      )
      if (splitLocale(`/${route.replace(/^\//, '')}`).locale === 'en') {
        expect(weight.files.fonts, 'English pages use the system font stack').toEqual([])
      } else {
        // The Arabic typeface, its three weights, and nothing else.
        // Three weights, each as the Arabic letters and as the figures.
        expect(weight.files.fonts).toHaveLength(6)
        expect(
          weight.files.fonts.every((file) =>
            /^\/assets\/fonts\/plex-arabic-(figures-)?\d00-[0-9a-f]+\.woff2$/.test(file),
          ),
        ).toBe(true)
        expect(
          weight.fonts,
          `${route}: fonts ${kib(weight.fonts)} KiB, budget ${kib(budgets.fonts.ar)} KiB`,
        ).toBeLessThanOrEqual(budgets.fonts.ar)
      }
      expect(weight.files.external).toEqual([])
      expect(
        weight.firstScreen,
        `${route}: first screen ${kib(weight.firstScreen)} KiB, budget ${kib(budgets.firstScreen)} KiB (the first round trip)`,
      ).toBeLessThanOrEqual(budgets.firstScreen)
    },
  )

  it.each(['/', '/ar'])(
    'Home (%s) in total (HTML, JS, CSS, eager images) is within its budget, and its typeface within its own',
    (route) => {
      const home = weightOf(route)!
      const withoutFonts = home.total - home.fonts
      expect(
        withoutFonts,
        `${route}: ${kib(withoutFonts)} KiB, budget ${kib(budgets.homeTotal)} KiB`,
      ).toBeLessThanOrEqual(budgets.homeTotal)
    },
  )

  it.each(pageOnlyCode.map((code) => [code.name, code.owners.join(' and ')] as const))(
    '%s is in the JavaScript of %s only',
    (name) => {
      const failures = checkPageOnlyCode(weights, root).filter((failure) => failure.figure === name)
      expect(failures.map((failure) => failure.message)).toEqual([])
    },
  )
})

describe('the budget check itself', () => {
  // Made-up builds, each in a folder of its own below this one: the check must name the page, the figure and the excess.
  const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'))
  afterAll(() => fs.rmSync(fake, { recursive: true, force: true }))
  /** A built site's folder of its own, with the files given (paths from its root), folders made as needed. */
  const fakeSite = (name: string, files: Record<string, string | Buffer>) => {
    const site = path.join(fake, name)
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
      fs.writeFileSync(path.join(site, file), content)
    }
    return site
  }
  // Random bytes do not compress: written as base64 they shrink back to about their own size under brotli.
  const noise = (bytes: number) => crypto.randomBytes(bytes).toString('base64')
  const page = (head: string, body = '') =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`

  it('reports each figure over budget with the route and by how much, and library code on the wrong page', () => {
    const site = fakeSite('over-budget', {
      'assets/app.js': `import{a as b}from"./form.js";import"./react.js";console.log("${noise(30 * KiB)}")`,
      'assets/form.js': 'export const o={shouldUseNativeValidation:!1}',
      'assets/react.js': 'export const k="__reactContainer$"+Math.random()',
      'assets/site.css': `/*${noise(20 * KiB)}*/@font-face{font-family:x;src:url(/fonts/x.woff2)}`,
      'fonts/x.woff2': Buffer.alloc(KiB),
      'img/hero-400.webp': Buffer.alloc(2 * KiB),
      'img/hero-800.webp': Buffer.alloc(8 * KiB),
      'index.html': page(
        '<link rel="stylesheet" href="/assets/site.css"><script type="module" src="/assets/app.js"></script>' +
          '<script src="https://cdn.example/analytics.js" async></script>',
        '<img src="/img/hero-800.webp" srcset="/img/hero-400.webp 400w, /img/hero-800.webp 800w" sizes="100vw" alt="">' +
          '<img src="/img/hero-800.webp" loading="lazy" alt="">',
      ),
    })

    const [home] = measureSite(site)
    expect(home!.files.js).toEqual(['/assets/app.js', '/assets/form.js', '/assets/react.js'])
    expect(home!.files.images).toEqual(['/img/hero-400.webp'])
    expect(home!.images).toBe(2 * KiB)
    expect(home!.files.fonts).toEqual(['/fonts/x.woff2'])
    const messages = checkBudgets([home!], site).map((failure) => failure.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/: JS is \d\d\.\d KiB, over its budget of 4\.0 KiB by \d+\.\d KiB$/),
        expect.stringMatching(/^\/: CSS is \d\d\.\d KiB, over its budget of 15\.0 KiB by \d+\.\d KiB$/),
        expect.stringMatching(
          /^\/: fonts is 1\.0 KiB, over its budget of 0\.0 KiB by 1\.0 KiB \(\/fonts\/x\.woff2\); English pages use the system font stack$/,
        ),
        expect.stringMatching(/^\/: total transfer without fonts is \d\d\.\d KiB, over its budget of 40\.0 KiB/),
        '/: loads https://cdn.example/analytics.js from another origin; serve it from this site',
        expect.stringMatching(
          /^\/: its JavaScript contains react-hook-form, which only \/contact needs \(in \/assets\/form\.js\)/,
        ),
        expect.stringMatching(
          /^\/: its JavaScript contains React, which only \/contact and \/news need \(in \/assets\/react\.js\)/,
        ),
      ]),
    )
  })

  it('counts what an HTML-first page loads: modules and all they import statically, inline scripts, styles once', () => {
    const speculationRules = JSON.stringify({ prefetch: [{ where: { href_matches: `/${noise(2 * KiB)}` } }] })
    const inlineCss = `/*${noise(3 * KiB)}*/`
    const site = fakeSite('html-first', {
      // Vite's minified shapes of a static import, a bare import, a re-export, and a dynamic import (not counted).
      'assets/entries/page.js': `import{a as b}from"../chunks/shared.js";import"../chunks/side.js";export*from"../chunks/more.js";const l=()=>import("../chunks/lazy.js")`,
      'assets/chunks/shared.js': 'export const a=1',
      'assets/chunks/side.js': 'document.documentElement.dataset.js=""',
      'assets/chunks/more.js': 'export*as nested from"./nested.js"',
      'assets/chunks/nested.js': 'export const n=1',
      'assets/chunks/lazy.js': `console.log("${noise(40 * KiB)}")`,
      'assets/chunks/preloaded.js': 'export const p=1',
      'assets/site.css': `/*${noise(7 * KiB)}*/`,
      'assets/noscript.css': 'p{}',
      'solutions/robotics/index.html': page(
        `<link rel="stylesheet" href="/assets/site.css"><noscript><link rel="stylesheet" href="/assets/noscript.css"></noscript>` +
          `<style>${inlineCss}</style><link rel="modulepreload" href="/assets/chunks/preloaded.js">` +
          `<script type="application/ld+json">{"d":"${noise(8 * KiB)}"}</script>` +
          `<script type="speculationrules">${speculationRules}</script>`,
        '<script type="module" src="/assets/entries/page.js" async></script>',
      ),
    })

    const [robotics] = measureSite(site)
    expect(robotics!.route).toBe('/solutions/robotics')
    expect(robotics!.files.js.sort()).toEqual(
      [
        '/assets/chunks/more.js',
        '/assets/chunks/nested.js',
        '/assets/chunks/preloaded.js',
        '/assets/chunks/shared.js',
        '/assets/chunks/side.js',
        '/assets/entries/page.js',
      ].sort(),
    )
    expect(robotics!.files.css).toEqual(['/assets/site.css'])
    // The speculation rules count as JavaScript (about 2 KiB of noise); the 8 KiB data block does not.
    const jsFiles = robotics!.files.js.reduce((sum, file) => sum + transferSize(path.join(site, file)), 0)
    expect(robotics!.js - jsFiles).toBeGreaterThan(2 * KiB)
    expect(robotics!.js - jsFiles).toBeLessThan(4 * KiB)
    // Inlined rules count against the CSS budget, and in the total only once, as part of the HTML.
    const cssFile = transferSize(path.join(site, 'assets/site.css'))
    expect(robotics!.css - cssFile).toBeGreaterThan(3 * KiB)
    expect(robotics!.css - cssFile).toBeLessThan(5 * KiB)
    expect(robotics!.total).toBe(robotics!.html + jsFiles + cssFile)
  })

  it('React and each library may appear on their own pages, and only there', () => {
    const react = 'const k="__reactContainer$";'
    const site = fakeSite('page-only', {
      'assets/react.js': react,
      'assets/contact.js': `import"./react.js";const f={shouldUseNativeValidation:1,a:"--radix-toast-swipe-move-x",z:"$ZodObject"}`,
      'assets/news.js': 'import"./react.js";const t={emptyHeading:"No news"}',
      'assets/menu.js': 'document.querySelector("button")',
      'index.html': page('<script type="module" src="/assets/menu.js"></script>'),
      'contact/index.html': page('<script type="module" src="/assets/contact.js"></script>'),
      'news/index.html': page('<script type="module" src="/assets/news.js"></script>'),
      // The News page with one category chosen is the News page: the filter is its own.
      'news/category/company/index.html': page('<script type="module" src="/assets/news.js"></script>'),
      'about/index.html': page('<script type="module" src="/assets/react.js"></script>'),
      '404.html': page('<script type="module" src="/assets/menu.js"></script>'),
    })

    const siteWeights = measureSite(site)
    expect(siteWeights.map((weight) => weight.route)).toEqual([
      '/',
      '/about',
      '/contact',
      '/news',
      '/news/category/company',
      '404',
    ])
    expect(checkPageOnlyCode(siteWeights, site).map((failure) => failure.message)).toEqual([
      '/about: its JavaScript contains React, which only /contact and /news need (in /assets/react.js); import it from those pages only',
    ])
  })
})
