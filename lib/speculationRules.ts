/**
 * Chromium prerenders a page the visitor is about to open (a pointer resting on its link, or pressed), so the next
 * page is often already drawn when the click lands (`npm run bench:navigation`). Other browsers ignore the rules. Only
 * the site's own pages. Every page carries this text inline (pages/+Head.tsx); the Content-Security-Policy allows it
 * by its hash (lib/securityHeaders.ts).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: ['/api/*', '/*.pdf'] } }] },
      eagerness: 'moderate',
    },
  ],
})
