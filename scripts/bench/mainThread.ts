// What one page load did on the browser's main thread, read from Chromium's own trace (devtools.timeline events).

/** A trace event as Chromium writes it: times in microseconds. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
}

export interface MainThreadFigures {
  /** From the navigation's start to the first contentful paint, ms. */
  firstPaint: number
  /** Each task's time over 50 ms, summed over the tasks that end after the first paint, ms: TBT's rule. */
  blockingAfterPaint: number
  /** The longest task that ends after the first paint, ms. */
  longestTask: number
  /** Time in layout, and in style (Chromium's UpdateLayoutTree), over the whole load, ms. */
  layout: number
  style: number
  /** Every task of the page's main thread, ms. */
  tasks: number
}

const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])
const longTaskMs = 50

/** The figures of the page's main thread: the thread the first contentful paint was recorded on. */
export function mainThreadFigures(events: readonly TraceEvent[]): MainThreadFigures {
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) throw new Error('The trace holds no first contentful paint: did the page load, and was "loading" traced?')
  const onMain = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid)
  // The last navigation before the paint: a new tab's blank page starts one of its own first.
  const start =
    onMain.filter((event) => event.name === 'navigationStart' && event.ts <= paint.ts).at(-1)?.ts ?? paint.ts
  const complete = onMain.filter((event) => event.ph === 'X' && event.dur !== undefined)
  const ms = (event: TraceEvent) => (event.dur ?? 0) / 1000
  const total = (name: string) => complete.filter((event) => event.name === name).reduce((sum, e) => sum + ms(e), 0)
  const tasks = complete.filter((event) => taskNames.has(event.name))
  const after = tasks.filter((task) => task.ts + (task.dur ?? 0) > paint.ts)
  return {
    firstPaint: (paint.ts - start) / 1000,
    blockingAfterPaint: after.reduce((sum, task) => sum + Math.max(0, ms(task) - longTaskMs), 0),
    longestTask: Math.max(0, ...after.map(ms)),
    layout: total('Layout'),
    style: total('UpdateLayoutTree'),
    tasks: tasks.reduce((sum, task) => sum + ms(task), 0),
  }
}
