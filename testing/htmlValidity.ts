// The Nu HTML checker (vnu.jar, the W3C validator's engine, from the vnu-jar package) over built pages. It is a Java
// program: one run checks every file, as each start of the JVM costs seconds.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

export interface HtmlError {
  /** The checked file, as a path. */
  file: string
  line?: number
  column?: number
  message: string
}

/** The errors of each file (warnings left out), from one run of the checker; throws when the checker cannot run. */
export function checkHtml(files: string[]): HtmlError[] {
  if (files.length === 0) return []
  if (!fs.existsSync(vnuJar))
    throw new Error(`No Nu HTML checker at ${vnuJar}: install the dependencies (npm ci), which bring vnu-jar.`)
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      'No `java` on the PATH: the Nu HTML checker (vnu.jar) needs a Java runtime, 11 or newer. ' +
        "Install Debian's with `apt-get install default-jre-headless` (.ci/run does), then run the tests again.",
    )
  }
  if (run.error) throw new Error(`The Nu HTML checker could not run: ${run.error.message}`)
  // It writes its JSON report on stderr, and exits 1 when it found errors.
  try {
    return parseVnuReport(run.stderr)
  } catch (error) {
    throw new Error(
      `The Nu HTML checker (java -jar ${vnuJar}) exited with ${run.status} without a report (${(error as Error).message}); it printed:\n` +
        `${run.stderr}${run.stdout}`,
    )
  }
}

interface VnuMessage {
  type: string
  url?: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  message: string
}

/** The errors in a report of `vnu --format json`; a non-document error (a file it could not read) counts too. */
export function parseVnuReport(json: string): HtmlError[] {
  const report = JSON.parse(json) as { messages?: VnuMessage[] }
  if (!Array.isArray(report.messages)) throw new Error('the JSON has no "messages" list')
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({
      file: message.url?.startsWith('file:') ? fileURLToPath(message.url) : (message.url ?? '(no file)'),
      // firstLine is left out when the error sits on one line.
      line: message.firstLine ?? message.lastLine,
      column: message.firstColumn,
      message: message.message,
    }))
}

/** One error in words: where (file or page:line:column) and what. */
export function describeHtmlError(error: HtmlError, where = error.file): string {
  const position =
    error.line === undefined ? '' : `:${error.line}${error.column === undefined ? '' : `:${error.column}`}`
  return `${where}${position}: ${error.message}`
}
