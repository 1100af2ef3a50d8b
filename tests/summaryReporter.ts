import type { Reporter, TestModule } from 'vitest/node'

/** Ends the run with one plain line, "N passed, N failed, N skipped", that CI and people can read at a glance. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed += 1
        else if (state === 'failed') counts.failed += 1
        else counts.skipped += 1
      }
    }
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
  }
}
