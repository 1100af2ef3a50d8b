import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { unitProjectVariable } from './testing/testKit.ts'

/** Every test outside the browser tests: beside the code it tests, in testing/ for the kit itself, or in tests/. */
const besideTheCode = ['lib', 'components', 'pages', 'services', 'scripts', 'tooling', 'testing', 'tests']

// Three projects, from fast to thorough:
// - unit: Node alone, in seconds; no built site, no browser, no PostgreSQL, no process of the service.
// - integration (*.integration.test.ts): the service, the build's output and the tools around them, against the real
//   parts: PostgreSQL, an SMTP server, the built site, the service's own processes.
// - e2e: Chromium against the production build, served as `npm start` serves it.
export default defineConfig({
  test: {
    reporters: ['default', './tests/summaryReporter.ts'],
    globalSetup: ['testing/runTempFolder.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: besideTheCode.map((folder) => `${folder}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, '**/*.integration.test.ts'],
          environment: 'node',
          // The kit's helpers refuse to start the parts above in this project (testing/testKit.ts).
          env: { [unitProjectVariable]: 'unit' },
          // Every core: these tests wait on nothing but the processor. (Vitest's default leaves one core free, which on a
          // 2-core machine is one worker and half the speed.)
          maxWorkers: availableParallelism(),
          // Most of this project's time is importing modules afresh for each file. Two ways round that were measured and
          // left: worker threads import no faster here (36 s against 33 s, quiet), and files sharing their modules
          // (isolate: false) halve the time but then share the process's state: servers' tests fail in some orders.
          // Projects with their own number of workers run one after the other, fastest first.
          sequence: { groupOrder: 0 },
          testTimeout: 10_000,
        },
      },
      {
        test: {
          name: 'integration',
          // Every core: most of these tests wait on a server, a process or PostgreSQL, so one worker left a core idle half
          // the time (157 s on one worker, 104 s on two, quiet). A connection reset once met on two workers came, as far
          // as can be told, from a test's raw socket with no error listener meeting the service's close on a busy
          // machine (Vitest reports such an error against whichever test runs then); those sockets now take a reset as
          // a close, and the kit's servers keep idle connections longer than fetch keeps them.
          maxWorkers: availableParallelism(),
          include: besideTheCode.map((folder) => `${folder}/**/*.integration.test.ts`),
          environment: 'node',
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['testing/browser/globalSetup.ts'],
          setupFiles: ['testing/browser/serverReady.ts'],
          sequence: { groupOrder: 2 },
          // Two files at a time, one per core: a browser test waits on Chromium, the CMS or the server, and one file at a
          // time kept 0.7 of the two cores busy (468 s one at a time, 403 s two at a time, all passing; the longest
          // files then take twice as long). The limits are set for that: two minutes a test, and polls that wait up to
          // 10 s for what a loaded machine draws late (Vitest's own default is one second).
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 10_000 } },
          // Tests marked concurrent (the axe sweep over every page) run three at a time on this 2-core machine.
          maxConcurrency: 3,
        },
      },
    ],
  },
})
