import { describe, expect, it } from 'vitest'
import { foldWord, indexTerms, queryTerm, queryVariants } from './searchTerms.ts'

/** Whether a word typed in a query finds a word of a page: one of the query's forms is one of the page word's terms. */
const finds = (typed: string, onPage: string) =>
  queryVariants(typed).some((variant) => indexTerms(onPage).includes(queryTerm(variant)))

describe('the folding of a word before stemming', () => {
  it.each([
    ['tashkeel', 'الطَّاقَةُ', 'الطاقة'],
    ['tatweel', 'دبـــي', 'دبي'],
    ['hamza under alef', 'إستراتيجية', 'استراتيجية'],
    ['hamza over alef', 'أجندة', 'اجندة'],
    ['madda', 'آفاق', 'افاق'],
    ['alef wasla', 'ٱلمستقبل', 'المستقبل'],
    ['alef maqsura', 'مصطفى', 'مصطفي'],
    ['a final ha as ta marbuta', 'الطاقه', 'الطاقة'],
    ['Arabic-Indic digits', '٢٠٣٠', '2030'],
    ['Eastern Arabic-Indic digits', '۲۰۳۰', '2030'],
    ['Latin case and accents', 'Émirates', 'emirates'],
  ])('%s: %s is %s', (_what, word, folded) => {
    expect(foldWord(word)).toBe(folded)
  })

  it('leaves a ha inside a word alone', () => {
    expect(foldWord('مهندس')).toBe('مهندس')
  })
})

describe('which typed words find which words of a page', () => {
  it.each([
    ['strategies', 'strategy'],
    ['Robotics', 'robotic'],
    ['AUTOMATION', 'automation'],
    ['الاستراتيجية', 'استراتيجية'],
    ['الروبوتات', 'روبوتات'],
    ['روبوتات', 'الروبوتات'],
    ['الطاقه', 'الطاقة'],
    ['إستراتيجيّة', 'الاستراتيجية'],
    ['۲۰۳۰', '2030'],
    // و and ف joined to the next word: typed with or without, the page's word is found.
    ['والطاقة', 'الطاقة'],
    ['الطاقة', 'والطاقة'],
    ['فالروبوتات', 'الروبوتات'],
    // The article: Snowball's stemmer removes it only from long words.
    ['ذكية', 'الذكية'],
    ['الذكية', 'ذكية'],
  ])('%s finds %s', (typed, onPage) => {
    expect(finds(typed, onPage)).toBe(true)
  })

  it.each([
    ['energy', 'strategy'],
    ['الطاقة', 'الذكاء'],
    ['2030', '2031'],
  ])('%s does not find %s', (typed, onPage) => {
    expect(finds(typed, onPage)).toBe(false)
  })

  it('keeps a word that only starts like a joined word whole as well: وزارة, الله', () => {
    expect(finds('وزارة', 'وزارة')).toBe(true)
    expect(indexTerms('وزارة')).toContain(queryTerm('وزارة'))
    expect(indexTerms('الله')).toContain(queryTerm('الله'))
  })
})
