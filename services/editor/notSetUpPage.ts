import { escapeUTF8 } from 'entities'

/** The administrators' guide, as its path in the site's repository. */
export const checklistFile = 'docs/administrators-checklist.md'

/**
 * The page /admin shows while the site runs without CMS_GITHUB_REPO: what to set, for whoever runs the site, and in
 * Arabic for an editor who lands here. `guide` links the administrators' checklist when the repository the site was
 * built from is known; otherwise the page names the file. No script (the editor's policy allows none inline), no
 * picture, no request elsewhere.
 */
export function notSetUpPage(guide?: string): string {
  const checklist = guide
    ? `<a href="${escapeUTF8(guide)}">the administrators’ checklist</a> (<code>${checklistFile}</code>)`
    : `the administrators’ checklist, <code>${checklistFile}</code> in the website’s repository`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>The content editor is not set up yet</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body { font: 16px/1.6 system-ui, sans-serif; max-width: 42rem; margin: 3rem auto; padding: 0 1.25rem; color: #1f2933 }
h1 { font-size: 1.5rem; line-height: 1.3 }
code { background: #eef2f6; padding: 0.1em 0.3em; border-radius: 4px; white-space: nowrap }
li { margin: 0.4rem 0 }
section[lang="ar"] { margin-top: 2.5rem; border-top: 1px solid #d5dde5; padding-top: 1.5rem }
</style>
</head>
<body>
<main>
<section>
<h1>The content editor is not set up yet</h1>
<p>This site runs without the GitHub repository its editors save to, so the editor cannot open. Whoever runs the
site sets these where it runs (the container’s environment, <code>docker run -e</code> or the host’s settings), then
restarts it:</p>
<ul>
<li><code>CMS_GITHUB_REPO=owner/name</code>: the repository editors save to, such as <code>acme/website</code>;</li>
<li><code>CMS_GITHUB_BRANCH</code>: the branch their changes go into (optional; <code>main</code> when unset);</li>
<li><code>GITHUB_OAUTH_CLIENT_ID</code> and <code>GITHUB_OAUTH_CLIENT_SECRET</code>: the GitHub OAuth app editors sign
in with (“Sign In with GitHub”).</li>
</ul>
<p>Each step, from creating the GitHub OAuth app to giving an editor access, is in ${checklist}.</p>
</section>
<section lang="ar" dir="rtl">
<h1>محرر المحتوى غير مُعدّ بعد</h1>
<p>يعمل هذا الموقع دون تحديد مستودع GitHub الذي يحفظ فيه المحررون تعديلاتهم، لذلك لا يمكن فتح المحرر. يُرجى إبلاغ
المسؤول عن تشغيل الموقع ليضبط الإعدادات المذكورة أعلاه ثم يعيد تشغيله، كما تشرح قائمة المسؤولين
<code dir="ltr">${checklistFile}</code>.</p>
</section>
</main>
</body>
</html>
`
}
