import { createHash } from 'node:crypto'
import type { RequestHandler } from 'express'
import { arabicTypefaceScript } from './arabicTypeface.ts'
import { decodedPath } from './requestPath.ts'
import { speculationRules } from './speculationRules.ts'

/** A script-src source that allows exactly this inline script: 'sha256-…' of its text, as browsers compute it. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * Requests each file the page's data block lists (tooling/postbuild/afterLoad.ts) once the page has loaded and been drawn
 * for the first time: stylesheets as links, scripts as modules, the web manifest as its link, fonts into the cache for
 * the next page (as a font would ask for them, so the next page finds them there). On a fast connection a page loads
 * before it is first drawn, and a file fetched then would compete with that paint. Browsers that do not report the
 * first paint, and pages in a tab in the background, get the files a second after the load. Each file is asked for in
 * a task of its own: all of them in one task took 40–100 ms of a phone's main thread (this machine's processor slowed
 * four times), a long task after the paint; one by one, the longest is under 40 ms. The files' names change with
 * every build; this text does not.
 */
export const afterLoadScript =
  "addEventListener('load',function(){var d=document.querySelector('script[data-after-load]'),done;if(!d)return;function add(u){var e=document.createElement('link');if(/\\.css$/.test(u))e.rel='stylesheet';else if(/\\.webmanifest$/.test(u))e.rel='manifest';else if(/\\.woff2$/.test(u)){e.rel='prefetch';e.as='font';e.crossOrigin='anonymous'}else{e=document.createElement('script');e.type='module';e.src=u;document.head.appendChild(e);return}e.href=u;document.head.appendChild(e)}function go(){if(done)return;done=1;JSON.parse(d.textContent).forEach(function(u){setTimeout(add,0,u)})}try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true})}catch(e){}setTimeout(go,1000)})"

/** The data block and the script that load `files` after the page has loaded. */
export function afterLoadList(files: string[]): string {
  return `<script type="application/json" data-after-load>${JSON.stringify(files)}</script><script>${afterLoadScript}</script>`
}

/**
 * The inline scripts of the pages: the loader of what comes after the first paint, the speculation rules, and on
 * Arabic pages the switch of their typeface. Their texts are the same in every build, so the policy allows them by
 * hashes that never change and a CDN's copy of the headers stays right; securityHeaders.test.ts checks the built pages
 * carry exactly these and no other.
 */
export const inlineScripts = [afterLoadScript, speculationRules, arabicTypefaceScript] as const

/** How every policy of the site ends: no plugins, no <base>, never framed, forms posted only to this site. */
const lockedDown = ["form-action 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]

/**
 * The Content-Security-Policy of every response. Scripts come from our own origin, and inline only the two scripts
 * above, each allowed by its hash. Never 'unsafe-inline'.
 */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map(scriptHashSource)].join(' '),
    // 'unsafe-inline' for styles: each page inlines the rules it uses, and Radix Toast positions and animates toasts
    // through style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Images, fonts, the form's post to /api/contact and the web manifest fall back to default-src, 'self': naming them
    // again would change nothing but the bytes every page sends in its first round trip.
    ...lockedDown,
  ].join('; ')
}

/**
 * The policy of the editors' CMS at /admin, as narrow as it allows: its script and fonts from this site, GitHub's API
 * (and its status page, for the CMS's outage notice) for reading and saving, pictures of GitHub accounts, and the
 * blob: and data: addresses it previews pictures and files through. Its styles are set by its script, inline.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self'",
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    // The CMS writes its web app manifest (its name and icons, for installing it as an app) into a blob: address.
    "manifest-src 'self' blob:",
    // The preview pane is a document of its own at a blob: address, which inherits this policy; its <base> is this
    // site, so the site's pictures and links drawn in a preview (tooling/cms/preview/) resolve here.
    ...lockedDown.map((directive) => (directive === "base-uri 'none'" ? "base-uri 'self'" : directive)),
  ].join('; ')
}

/**
 * Whether a request's path belongs to the editors' CMS, which gets its own policy: compared decoded, as the files are
 * looked up, so /%61dmin (served /admin's files) is the editor's too.
 */
export const isAdminPath = (path: string) => {
  const decoded = decodedPath(path)
  return decoded === '/admin' || decoded.startsWith('/admin/')
}

// Powerful features the site never uses, denied to the page and to anything it could embed. browsing-topics keeps
// visitors out of interest-based ad tracking (FLoC's interest-cohort, which it replaced, no browser ships). Only
// features Chromium knows: an unknown one (such as bluetooth) logs a console warning on every page. Every byte of
// these headers travels with each page, in the same first round trip as its HTML.
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/**
 * Header name → value, the same on every response. A CDN serving dist/client must send these too
 * (docs/deployment.md).
 */
export function securityHeaderValues(): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    // Two years, subdomains included: browsers ignore it over plain HTTP, so local runs are unaffected.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Superseded by frame-ancestors, kept for browsers that predate CSP level 2.
    'X-Frame-Options': 'DENY',
  }
}

/**
 * The headers of /admin: the site's, with the CMS's own policy; it may open the GitHub sign-in window and keep its
 * hold on it (the sign-in hands the CMS its token through it); and it is never indexed.
 */
export function adminSecurityHeaderValues(): Readonly<Record<string, string>> {
  return {
    ...securityHeaderValues(),
    'Content-Security-Policy': adminContentSecurityPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
  }
}

/**
 * Sets the security headers on every response: pages, files, the not-found page, API answers and errors. Mount it
 * first, so no handler can answer before it ran.
 */
export function securityHeaders(): RequestHandler {
  const entries = Object.entries(securityHeaderValues())
  const adminEntries = Object.entries(adminSecurityHeaderValues())
  return (req, res, next) => {
    for (const [name, value] of isAdminPath(req.path) ? adminEntries : entries) res.setHeader(name, value)
    next()
  }
}
