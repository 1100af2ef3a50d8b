// https://vike.dev/onBeforePrerenderStart
import { addressesOf } from '../../../lib/content/siteContent.server.ts'

/** One page per content file: a new file is a new page with no code change. */
export const onBeforePrerenderStart = (): string[] => addressesOf('legal')
