import { localeInfo } from './locales.ts'

/** The id of the style that holds the Arabic typeface's @font-face rules (pages/+Head.tsx). */
export const arabicTypefaceStyleId = 'arabic-typeface'

const arabicPrefix = localeInfo.ar.prefix

/**
 * Switches the Arabic typeface off on a visitor's first Arabic page, before anything is drawn, so that page paints in
 * the metric-matched fallback without waiting for a font. A visitor who came from another Arabic page of the site has
 * the files in the cache (that page fetched them once it had loaded), and keeps Plex. It reads the referrer, which the
 * browser already has, rather than storing anything on the visitor's device. Every Arabic page carries this text
 * inline after the style; the Content-Security-Policy allows it by its hash (lib/securityHeaders.ts).
 */
export const arabicTypefaceScript = `(function(){try{var r=new URL(document.referrer);if(r.origin===location.origin&&/^${arabicPrefix.replaceAll('/', '\\/')}(\\/|$)/.test(r.pathname))return}catch(e){}var s=document.getElementById('${arabicTypefaceStyleId}');if(s&&s.sheet)s.sheet.disabled=true})()`
