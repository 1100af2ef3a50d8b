import type { Locale } from './locales.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language, from its address (pages/+onBeforeRoute.ts). */
      locale: Locale
    }
  }
}
