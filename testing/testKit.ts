// Which of the test projects a test runs in. Unit tests run in seconds on any machine with Node alone; a test that
// needs the built site, a browser, PostgreSQL or a process of the service belongs in the integration project, and the
// helpers that start those parts call needsIntegration, so a unit test reaching for one fails and says where it goes.

/** Set by vitest.config.ts on the unit project. */
export const unitProjectVariable = 'SITE_TEST_PROJECT'

/** Throws in the unit project: `what` names the part the test reaches for ("starts PostgreSQL"). */
export function needsIntegration(what: string): void {
  if (process.env[unitProjectVariable] !== 'unit') return
  throw new Error(
    `This test ${what}, which a unit test must not: rename its file to *.integration.test.ts so it runs in the integration project (npm run test:integration).`,
  )
}
