import YAML from 'yaml'
import { wordFields } from '../../lib/content/checkLanguage.ts'
import type { ContentType } from '../../lib/content/contentTypes.ts'
import { blockName, bodyBlocks } from '../../lib/content/figures.ts'
import { fieldName } from '../../lib/content/formatIssues.ts'
import { splitFrontMatter } from '../../lib/content/frontMatter.ts'
import { jsonSchemaOf } from '../../lib/content/labels.ts'
import { type Locale, localeInfo, locales } from '../../lib/locales.ts'

/** A text a translator translates: a field of words, or a block of the text below the fields. */
export interface FieldText {
  /** Its keys and list positions: ['summary'], ['alignment', 'cards', 1, 'title'], or ['text', 'paragraph 2']. */
  at: (string | number)[]
  text: string
}

/**
 * The texts of one language in one version of a content file, by the field that holds them (named as the content
 * check names fields: "alignment › cards › item 2 › title", "text › paragraph 2"), so two versions of a file, or a
 * file and its translation, can be compared field by field. Unreadable or absent, a file has no texts.
 */
export function fieldTexts(type: ContentType, source: string | undefined, locale: Locale): Map<string, FieldText> {
  const texts = new Map<string, FieldText>()
  if (source === undefined) return texts
  let data: unknown
  let body = ''
  try {
    if (source.startsWith('---')) ({ data, body } = splitFrontMatter(source))
    else data = YAML.parse(source) ?? {}
  } catch {
    return texts
  }
  // A shared file (content/company.yaml) keeps each other language in a block named by it: ar:.
  const translated = locales.filter((each) => localeInfo[each].contentFolder)
  if (type.kind === 'shared' && locale !== 'en') data = (data as Record<string, unknown> | null)?.[locale]
  for (const field of wordFields(jsonSchemaOf(type), data)) {
    if (type.kind === 'shared' && locale === 'en' && translated.some((each) => each === field.at[0])) continue
    texts.set(fieldName(field.at), field)
  }
  for (const block of bodyBlocks(body)) {
    const at = ['text', blockName(block)]
    texts.set(fieldName(at), { at, text: block.text })
  }
  return texts
}
