// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { siteContent } from '../../lib/content/siteContent.server.ts'
import { localePath } from '../../lib/locales.ts'

/**
 * The confirmation a browser without JavaScript lands on after its enquiry was stored (the service answers the
 * form's post with a redirect here). It is not in the route registry: it is no page to find, list or index.
 */
export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const { contact, company } = siteContent(locale)
  const { toasts, sentPage } = contact.form
  return {
    title: `${toasts.successTitle} | ${company.name}`,
    heading: toasts.successTitle,
    text: toasts.successDescription,
    links: {
      home: { href: localePath(locale, '/'), label: sentPage.homeLink },
      again: { href: localePath(locale, '/contact'), label: sentPage.againLink },
    },
  }
}

export type Data = ReturnType<typeof data>
