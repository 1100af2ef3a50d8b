// The editors' pickers, registered as custom field types of Sveltia CMS (its public `registerFieldType`): symbols drawn
// as the site draws them, accent colours as swatches. The configuration names them where the schemas offer those
// choices (./pickerFields.ts).
import type { Cms } from '../preview/cmsApi.ts'
import { ColourPicker } from './ColourPicker.tsx'
import { pickerTypes } from './pickerFields.ts'
import { pickerStyle } from './pickerStyle.ts'
import { siteControl } from './siteControl.tsx'
import { SymbolPicker } from './SymbolPicker.tsx'

export function registerPickers(cms: Pick<Cms, 'registerFieldType'>): void {
  const style = document.createElement('style')
  style.textContent = pickerStyle
  document.head.append(style)
  cms.registerFieldType(pickerTypes.symbol, siteControl(SymbolPicker))
  cms.registerFieldType(pickerTypes.colour, siteControl(ColourPicker))
}
