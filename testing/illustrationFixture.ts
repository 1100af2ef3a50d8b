import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'
import { buildIllustrations } from '../tooling/images/illustrations.ts'

const dirs: string[] = []

/** Removes the folders of drawings a test file made, after each test; call once at the top of the file. */
export function removeDrawingsAfterEach(): void {
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
}

/** A throwaway images folder holding these drawings under illustrations/; returns its path. */
export function imagesWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'illustrations-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'illustrations', name)), { recursive: true })
    fs.writeFileSync(path.join(dir, 'illustrations', name), text)
  }
  return dir
}

/** An SVG drawing of the size illustrations have (or `size`'s attributes), with `body` drawn over a gradient. */
export const drawing = (body: string, size = 'width="480" height="320" viewBox="0 0 480 320"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${size}><defs><linearGradient id="sky"><stop offset="0" stop-color="#e0f2fe"/></linearGradient></defs><rect width="480" height="320" fill="url(#sky)"/>${body}</svg>`

/** The message of the build's error over these drawings, or '' when they build. */
export function problemsOf(files: Record<string, string>): string {
  try {
    buildIllustrations(imagesWith(files))
    return ''
  } catch (error) {
    return String(error)
  }
}
