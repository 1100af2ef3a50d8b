import { describe, expect, it } from 'vitest'
import { scriptLocale } from './queryScript.ts'

describe('the language of the letters a query is written in', () => {
  it.each([
    ['solar energy', 'en'],
    ['Café ROBOTICS', 'en'],
    ['الطاقة النظيفة', 'ar'],
    ['الطاقه', 'ar'],
    ['إستراتيجيّة ٢٠٣٠', 'ar'],
    ['استراتيجية D33', 'ar'],
    ['Dubai دبي 2040 robotics', 'en'],
    ['2040', undefined],
    ['', undefined],
    ['AI ذكاء', 'ar'],
    ['ab جد', undefined],
  ] as const)('%s: %s', (query, locale) => {
    expect(scriptLocale(query)).toBe(locale)
  })
})
