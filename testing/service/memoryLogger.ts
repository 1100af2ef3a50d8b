import { pino, type Logger } from 'pino'

/** A logger that keeps its lines in memory, to check what the service logs (and what it must not). */
export function memoryLogger(): { logger: Logger; lines: Record<string, unknown>[]; text: () => string } {
  const raw: string[] = []
  const logger = pino(
    { level: 'debug', formatters: { level: (label) => ({ level: label }) } },
    {
      write: (line: string) => void raw.push(line),
    },
  )
  return {
    logger,
    get lines() {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>)
    },
    text: () => raw.join(''),
  }
}
