import { defaultRetrySchedule } from '../contact/mail/deliveryQueue.ts'

/**
 * The stop's budget, within the stop timeout docs/deployment.md gives the container (`docker stop` waits 10 s by
 * default, then kills):
 * - `drainMs`: requests in progress get this long to finish; those still arriving then (a client dribbling its
 *   post) are cut with their connection, so no client can hold the stop;
 * - `queueGraceMs`: a mail send in progress then gets this long to finish and be recorded, else it is abandoned and
 *   sent again on the next start;
 * - `closeMs`: closing the store and writing the last line.
 * Their sum is the longest a stop takes; past it the process exits anyway, with an error line. drain.test.ts holds
 * the sum within the documented stop timeout.
 */
export const stopBudget = {
  drainMs: 6_000,
  queueGraceMs: defaultRetrySchedule.stopGraceMs,
  closeMs: 1_000,
}

/** How long requests in progress get to finish on a stop. */
export const drainMs = stopBudget.drainMs

/** The longest a stop takes, from the signal to the exit. */
export const stopMs = stopBudget.drainMs + stopBudget.queueGraceMs + stopBudget.closeMs
