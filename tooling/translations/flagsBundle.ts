import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { inLanguages } from '../../lib/content/translations/dictionaries.ts'

/** The editor's flags script (flags/translationFlags.ts) as one file for /admin, as adminHook.ts names it. */
export async function flagsScript(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(path.dirname(fileURLToPath(import.meta.url)), 'flags/translationFlags.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    // The flags' words, the only part of the dictionaries the script needs.
    define: { flagWords: JSON.stringify(inLanguages((words) => words.translations.flags)) },
  })
  return result.outputFiles[0]!.text
}
