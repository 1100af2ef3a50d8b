import { useId, useState } from 'react'
import { Icon } from '../../../components/ui/Icon.tsx'
import { type IconName, iconNames } from '../../../lib/content/iconNames.ts'
import { localeInfo } from '../../../lib/locales.ts'
import type { PickerProps } from './siteControl.tsx'
import { pickerWords, symbolNames } from './pickerWords.ts'

/** Words compared without case or Arabic vowel marks, so "hat" finds Hard hat and خوذه finds خوذة. */
const folded = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')

/** Whether the symbol goes by `query` in either language or by its name in the files. */
function matches(name: IconName, query: string): boolean {
  const words = folded(query.trim())
  if (!words) return true
  const { en, ar } = symbolNames[name]
  return [name, en, ar].some((each) => folded(each).includes(words))
}

const isSymbol = (value: string | undefined): value is IconName => iconNames.includes(value as IconName)

/**
 * A symbol chosen from the site's icon set, each drawn as the pages draw it (components/ui/Icon.tsx) with its name in
 * the editor's language: the chosen one above, and the whole set as a grid to search by name in either language.
 */
export function SymbolPicker({ value, label, locale, onChange }: PickerProps) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const words = (key: keyof typeof pickerWords) => pickerWords[key][locale]
  const shown = iconNames.filter((name) => matches(name, query))
  return (
    <div className="site-picker" dir={localeInfo[locale].dir}>
      <p className="site-picker-chosen">
        {isSymbol(value) ? (
          <>
            <Icon name={value} className="" />
            <span>
              {words('chosen')}: <strong>{symbolNames[value][locale]}</strong>{' '}
              <span className="site-picker-file">
                ({words('fileName')}: <bdi dir="ltr">{value}</bdi>)
              </span>
            </span>
          </>
        ) : (
          <span>{words('noneChosen')}</span>
        )}
      </p>
      <details open={!isSymbol(value)}>
        <summary>{words('change')}</summary>
        <input
          id={searchId}
          type="search"
          aria-label={words('search')}
          placeholder={words('search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <div className="site-picker-grid" role="radiogroup" aria-label={label || words('symbols')}>
          {shown.map((name) => (
            <label key={name} className="site-picker-option">
              <input
                type="radio"
                name={`${searchId}-symbol`}
                value={name}
                checked={value === name}
                onChange={() => onChange(name)}
              />
              <Icon name={name} className="" />
              <span>{symbolNames[name][locale]}</span>
            </label>
          ))}
        </div>
        {shown.length === 0 && <p role="status">{words('noMatch')}</p>}
      </details>
    </div>
  )
}
