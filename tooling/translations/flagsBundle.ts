import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'

/** The editor's flags script (flags/translationFlags.ts) as one file for /admin, as adminHook.ts names it. */
export async function flagsScript(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(path.dirname(fileURLToPath(import.meta.url)), 'flags/translationFlags.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
  })
  return result.outputFiles[0]!.text
}
