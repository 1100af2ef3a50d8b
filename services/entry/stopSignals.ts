// Imported first by the service's programs (start.ts, serviceAlone.ts), before anything slow loads: a SIGTERM or SIGINT at any moment,
// start-up included, ends the process with a log line and exit code 0, never Node's default of dying by the signal.
import { createLogger } from '../logger.ts'

/** One logger for the whole process, there from its first line. */
export const logger = createLogger()

type Stop = (signal: NodeJS.Signals) => void

// Until the program has something to drain, a signal has nothing to wait for.
let stop: Stop = (signal) => {
  logger.info({ signal }, 'stopped during start-up, before serving anything')
  process.exit(0)
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => stop(received))

/** What a signal does from now on: the program's own orderly stop once it has opened something to close. */
export function onStopSignal(handler: Stop): void {
  stop = handler
}
