import { useId } from 'react'
import colors from 'tailwindcss/colors'
import { localeInfo } from '../../../lib/locales.ts'
import type { PickerProps } from './siteControl.tsx'
import { colourNames, pickerWords } from './pickerWords.ts'

type Accent = keyof typeof colourNames
const accents = Object.keys(colourNames) as Accent[]
const isAccent = (value: string | undefined): value is Accent => accents.includes(value as Accent)

/** A swatch of the accent as the site's cards wear it: its colour on its pale tint (components/ui/IconCard.tsx). */
function Swatch({ accent }: { accent: Accent }) {
  return (
    <span
      className="site-picker-badge"
      style={{ background: colors[accent][50], boxShadow: `inset 0 0 0 1px ${colors[accent][100]}` }}
    >
      <span className="site-picker-swatch" style={{ background: colors[accent][700] }} />
    </span>
  )
}

/** An accent colour chosen from swatches, each named in the editor's language. */
export function ColourPicker({ value, label, locale, onChange }: PickerProps) {
  // One group of radio buttons per field: a page of cards has a colour field in each.
  const group = useId()
  const words = (key: keyof typeof pickerWords) => pickerWords[key][locale]
  return (
    <div className="site-picker" dir={localeInfo[locale].dir}>
      <div className="site-picker-grid colours" role="radiogroup" aria-label={label || words('colours')}>
        {accents.map((accent) => (
          <label key={accent} className="site-picker-option">
            <input
              type="radio"
              name={`${group}-colour`}
              value={accent}
              checked={value === accent}
              onChange={() => onChange(accent)}
            />
            <Swatch accent={accent} />
            <span>
              {colourNames[accent][locale]}
              <br />
              <span className="site-picker-file">
                {words('fileName')}: <bdi dir="ltr">{accent}</bdi>
              </span>
            </span>
          </label>
        ))}
      </div>
      {!isAccent(value) && <p>{words('noneChosen')}</p>}
    </div>
  )
}
