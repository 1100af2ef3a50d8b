import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkLanguage, wordsNotIn } from './checkLanguage.ts'
import { problemText } from './ContentError.ts'

const words = (locale: 'en' | 'ar', text: string) => wordsNotIn(locale, text).map((run) => run.words)

describe('the words of a field in its file’s language', () => {
  it('finds Arabic words in English text, and nothing in English alone', () => {
    expect(words('en', 'Doubling the Future Economy')).toEqual([])
    expect(words('en', 'Doubling مضاعفة اقتصاد المستقبل, and more')).toEqual(['مضاعفة اقتصاد المستقبل'])
  })

  it('finds Latin words left in Arabic text, beside the names and kinds of text that stay Latin', () => {
    expect(words('ar', 'Doubling the Future Economy')).toEqual(['Doubling the Future Economy'])
    expect(words('ar', 'مضاعفة اقتصاد Future المستقبل')).toEqual(['Future'])
    // Listed names, numbers, addresses, e-mail, placeholders, company facts, links and code all stay as written.
    expect(
      words(
        'ar',
        'أجندة D33 ومؤتمر COP28 في 4 يناير 2023، 25.6 تريليون درهم. راسلنا على you@company.com أو https://www.dewa.gov.ae/en، ' +
          'أو {phone}؛ <CompanyName /> [سياسة الخصوصية](/privacy-policy) و`npm run check:content` و/contact',
      ),
    ).toEqual([])
    expect(words('ar', 'ملف PDF بمقاس A4، وعنوان (IP)، ثم Cookie')).toEqual(['Cookie'])
  })
})

describe('the language check', () => {
  it('names the field in the wrong language at its place, and passes the other language’s words', () => {
    const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'language-')), 'content')
    fs.mkdirSync(path.join(root, 'ar/initiatives'), { recursive: true })
    const file = (subtitle: string, title: string, text: string) =>
      `---\ntitle: ${title}\nsubtitle: ${subtitle}\nlearnMoreUrl: https://www.mediaoffice.ae/en/D33\n---\n\n${text}\n`
    fs.mkdirSync(path.join(root, 'initiatives'))
    fs.writeFileSync(
      path.join(root, 'initiatives/dubai-d33.mdx'),
      file('مضاعفة اقتصاد المستقبل', 'Dubai Economic Agenda (D33)', 'Text.'),
    )
    fs.writeFileSync(
      path.join(root, 'ar/initiatives/dubai-d33.mdx'),
      file('Doubling the Future Economy', 'أجندة دبي الاقتصادية (D33)', 'نص.'),
    )
    // The language switcher names the other language in its own words, in both files.
    fs.writeFileSync(path.join(root, 'navigation.yaml'), 'otherLanguage: العربية\n')
    fs.writeFileSync(path.join(root, 'ar/navigation.yaml'), 'otherLanguage: English\n')

    expect(checkLanguage(root).map(problemText)).toEqual([
      'content/initiatives/dubai-d33.mdx:3:11: Initiatives › dubai-d33 › Line under the name (English): has Arabic words ("مضاعفة اقتصاد المستقبل") in English text; write it in English, and the Arabic in the same field of the Arabic version (docs/content-guide.md#initiative-subtitle)',
      'content/ar/initiatives/dubai-d33.mdx:3:11: Initiatives › dubai-d33 › Line under the name (Arabic): has words that are not Arabic ("Doubling the Future Economy"); translate them, or, for a name Arabic writes in Latin letters too, add it with the reason to lib/content/schemas/keptInLatin.ts (docs/content-guide.md#initiative-subtitle)',
    ])
  })
})
