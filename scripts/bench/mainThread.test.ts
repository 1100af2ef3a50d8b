import { describe, expect, it } from 'vitest'
import { mainThreadFigures, type TraceEvent } from './mainThread.ts'

const main = { pid: 1, tid: 7 }
const task = (startMs: number, durationMs: number, name = 'RunTask'): TraceEvent => ({
  ...main,
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: durationMs * 1000,
})

describe("the main thread's figures of one load", () => {
  const events: TraceEvent[] = [
    { ...main, name: 'navigationStart', ph: 'R', ts: 20_000 },
    { ...main, name: 'navigationStart', ph: 'R', ts: 100_000 },
    task(110, 80),
    task(120, 30, 'Layout'),
    { ...main, name: 'firstContentfulPaint', ph: 'R', ts: 300_000 },
    // Ends after the paint: 20 ms over the line.
    task(280, 70),
    task(290, 12, 'UpdateLayoutTree'),
    task(400, 120, 'ThreadControllerImpl::RunTask'),
    task(410, 40, 'Layout'),
    task(600, 49),
    // Another thread's long task is not the page's.
    { name: 'RunTask', ph: 'X', pid: 1, tid: 9, ts: 700_000, dur: 500_000 },
  ]

  it('counts the blocking time of the tasks that end after the first paint, from the navigation', () => {
    expect(mainThreadFigures(events)).toEqual({
      firstPaint: 200,
      blockingAfterPaint: 20 + 70,
      longestTask: 120,
      layout: 70,
      style: 12,
      tasks: 80 + 70 + 120 + 49,
    })
  })

  it('says what is missing when the page never painted', () => {
    expect(() => mainThreadFigures(events.filter((event) => event.name !== 'firstContentfulPaint'))).toThrow(
      /no first contentful paint/,
    )
  })
})
