import { describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { locales } from '../../lib/locales.ts'
import { stateMaxAgeSeconds } from '../editor/githubSignIn.ts'
import { settingsSchema } from '../settings/settingsSchema.ts'
import { privacySignals } from './pageViews.ts'

// The privacy policy states what the service does: these read both from their sources, the policy from content/ and
// the facts from the code and the settings, so changing one without the other fails here.
const content = loadEveryLanguage()
const retentionDays = settingsSchema({ companyEmail: 'unused@example.com' }).shape.ANALYTICS_RETENTION_DAYS.parse(
  undefined,
)
const sectionsOf = (body: string) => body.split(/^## /m)
const figure = (value: number) => new RegExp(`(?<![\\d.])${value}(?![\\d.])`)

describe.each(locales)('the privacy policy in %s', (locale) => {
  const policy = content[locale].legal.find((page) => page.slug === 'privacy-policy')!
  const sections = sectionsOf(policy.body)

  it('names both signals the service honours, in the section on the analytics, with the days their records are kept', () => {
    const analytics = sections.filter((section) =>
      privacySignals.every(({ abbreviation }) => new RegExp(`\\(${abbreviation}\\)`).test(section)),
    )
    expect(analytics).toHaveLength(1)
    expect(analytics[0]).toMatch(figure(retentionDays))
  })

  it("says how long the editors' sign-in cookie lasts, in the section that names /admin", () => {
    const signIn = sections.filter((section) => /(?<![\w/])\/admin\b/.test(section))
    expect(signIn).toHaveLength(1)
    expect(signIn[0]).toMatch(figure(stateMaxAgeSeconds / 60))
  })
})
