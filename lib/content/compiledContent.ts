import fs from 'node:fs'
import path from 'node:path'
import { type Locale, locales } from '../locales.ts'
import type { SiteContent } from './contentTypes.ts'
import type { Entry } from './readContent.ts'

/**
 * The content as the build compiled it: `vike build` validates content/ once per language (tooling/plugin/sitePlugin.ts)
 * and writes each language's words to dist/content/<locale>.json, and everything after it reads them from there (the
 * post-build steps, the service and its staff tool), so nothing downstream parses or validates content/ again and the
 * service runs without the source files.
 */

/** An entry of a collection as compiled: all but where its fields sit in the source file, which only the check needs. */
export type CompiledEntry<T> = Omit<Entry<T>, 'positions'>

/** One language's words as the build wrote them: the loader's content, its entries without their field positions. */
export type CompiledContent = {
  [K in keyof SiteContent]: SiteContent[K] extends Entry<infer T>[] ? CompiledEntry<T>[] : SiteContent[K]
}

/** Where under dist/ the build writes a language's compiled content. */
export const compiledContentFile = (locale: Locale) => `content/${locale}.json`

/** Writes every language's checked content under `distRoot` (dist/). */
export function writeCompiledContent(distRoot: string, contents: Record<Locale, SiteContent>): void {
  for (const locale of locales) {
    const file = path.join(distRoot, compiledContentFile(locale))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    // A field position holds the parsed YAML document: no use downstream, and far larger than the words.
    fs.writeFileSync(
      file,
      JSON.stringify(contents[locale], (key, value) => (key === 'positions' ? undefined : value)),
    )
  }
}

/** Every language's content as the last build compiled it under `distRoot` (dist/ of the folder the program runs in). */
export function readCompiledContent(distRoot = path.resolve('dist')): Record<Locale, CompiledContent> {
  return Object.fromEntries(
    locales.map((locale) => {
      const file = path.join(distRoot, compiledContentFile(locale))
      if (!fs.existsSync(file))
        throw new Error(
          `The compiled content ${file} is missing: run \`npm run build\`, which writes it from content/.`,
        )
      return [locale, JSON.parse(fs.readFileSync(file, 'utf8')) as CompiledContent]
    }),
  ) as Record<Locale, CompiledContent>
}
