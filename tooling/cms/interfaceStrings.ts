import fs from 'node:fs'
import path from 'node:path'
import { dictionaries } from '../../lib/content/translations/dictionaries.ts'
import type { CmsStrings as Strings } from '../../lib/content/translations/en.ts'
import { isLocale } from '../../lib/locales.ts'

/** Adds `extra` to `strings` where it has no string of its own: a later CMS that translates one keeps its own. */
function merged(strings: Strings, extra: Strings): Strings {
  const out: Strings = { ...strings }
  for (const [key, value] of Object.entries(extra)) {
    const own = out[key]
    if (typeof value === 'string') out[key] = own ?? value
    else out[key] = merged(typeof own === 'object' ? own : {}, value)
  }
  return out
}

/**
 * The interface strings file `name` (ar.json and the rest) from the CMS's `folder`, with this site's additions to it:
 * the `cmsInterface` words of the language's dictionary (lib/content/translations/), which fill the strings the CMS's
 * own file lacks (it falls back to English for them). A file the site adds nothing to is passed on as it is.
 */
export function interfaceStringsFile(folder: string, name: string): Buffer | string {
  const data = fs.readFileSync(path.join(folder, name))
  const locale = name.replace(/\.json$/, '')
  const additions = isLocale(locale) ? dictionaries[locale].cmsInterface : {}
  if (Object.keys(additions).length === 0) return data
  return `${JSON.stringify(merged(JSON.parse(data.toString('utf8')), additions), null, 2)}\n`
}
