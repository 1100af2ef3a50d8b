import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { brokenLinks, formatBrokenLinks } from './brokenLinks.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(root, 'site-'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

describe('the link check of the built site', () => {
  it('passes links to built pages, their sections, files of the build and other sites', () => {
    const dir = site({
      'index.html': page(
        '<a href="/about">About</a> <a href="/about#details">Details</a> <a href="/ar/about">عربي</a> <a href="#top" id="top">Top</a>' +
          '<a href="/company-profile.pdf">PDF</a> <a href="https://u.ae/en/about">u.ae</a> <a href="mailto:info@example.com">Mail</a>' +
          '<a href="tel:+97140000000">Call</a> <a href="about">relative</a>',
        '<link rel="canonical" href="https://www.example.com/"><link rel="alternate" hreflang="ar" href="https://www.example.com/ar">',
      ),
      'about/index.html': page('<section id="details"></section>'),
      'ar/index.html': page(''),
      'ar/about/index.html': page(''),
      '404.html': page('<a href="#main">Skip</a><main id="main"></main><a href="/">Home</a>'),
      'company-profile.pdf': '%PDF',
    })
    expect(brokenLinks(dir, 'https://www.example.com')).toEqual([])
  })

  it('names the page and the link that leads to no page, no section, or no valid address', () => {
    const dir = site({
      'index.html': page(
        '<a href="/vision/no-such-initiative">Gone</a> <a href="/about#no-such-section">No section</a>' +
          '<a href="https://www.example.com/ar/nowhere">Own site</a> <a href="https://">Empty</a> <a href="mailto:nobody">Mail</a>' +
          '<a href="/%E2%80%AE">Encoded</a>',
      ),
      'about/index.html': page('<section id="details"></section>'),
      'ar/404.html': page('<a href="/ar/vision/missing">Missing</a>'),
    })
    const broken = brokenLinks(dir, 'https://www.example.com')
    expect(formatBrokenLinks(broken)).toMatchInlineSnapshot(`
      "The built site has 7 broken links:
        - /: "/vision/no-such-initiative" leads to no page: nothing was built at /vision/no-such-initiative
        - /: "/about#no-such-section" leads to no section: /about has no element with id "no-such-section"
        - /: "https://www.example.com/ar/nowhere" leads to no page: nothing was built at /ar/nowhere
        - /: "https://" is not a valid address
        - /: "mailto:nobody" is not a valid e-mail address
        - /: "/%E2%80%AE" leads to no page: nothing was built at /%E2%80%AE
        - ar/404: "/ar/vision/missing" leads to no page: nothing was built at /ar/vision/missing
      Correct each link in content/ (or in the page that makes it), then build again."
    `)
  })
})
