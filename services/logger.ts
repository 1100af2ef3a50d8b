import { pino, type DestinationStream, type Logger } from 'pino'

/** JSON lines on stdout: level names rather than numbers and ISO times, so logs read well without tooling. */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      // The whole process: pages, the contact form, search, the editor's sign-in and metrics.
      base: { service: 'site' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  )
}
