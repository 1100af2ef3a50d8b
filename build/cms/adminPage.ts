import { cmsBundleFile } from './cmsBundle.ts'

/**
 * Runs before the CMS: the CMS waits for it, then signs editors in through this site's own service (/api/cms/auth)
 * at whatever address the site is served from, which a configuration file written at build time cannot know.
 */
export const adminStartScript = `window.CMS_MANUAL_INIT = true
document.addEventListener('DOMContentLoaded', function () {
  window.CMS.init({ config: { backend: { base_url: location.origin } } })
})
`

/**
 * The page at /admin: the CMS fills it. Without JavaScript it says how else to change the words. `previewScript` (the
 * name of build/cms/preview's script under /admin) runs after the CMS's bundle and registers the previews.
 */
export function adminPage(previewScript: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="application/yaml" href="/admin/config.yml">
</head>
<body>
<noscript><p>The content editor needs JavaScript. Without it, change the files under <code>content/</code> in a pull request on GitHub.</p></noscript>
<script src="/admin/start.js"></script>
<script src="/admin/${cmsBundleFile}"></script>
<script src="/admin/${previewScript}"></script>
</body>
</html>
`
}
