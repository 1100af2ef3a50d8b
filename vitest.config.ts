import { defineConfig } from 'vitest/config'

// Two projects: fast unit/service tests, and browser tests that run against the production build.
export default defineConfig({
  test: {
    reporters: ['default', './tests/summaryReporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'lib/**/*.test.ts',
            'services/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tooling/**/*.test.ts',
            'testing/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Tests marked concurrent (the axe sweep over every page) run three at a time on this 2-core machine.
          maxConcurrency: 3,
        },
      },
    ],
  },
})
