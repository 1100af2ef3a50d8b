// The preview's virtual:site-shell: the header's and footer's words, made from the content as it is being edited.
import type { Locale } from '../../../../lib/locales.ts'
import { type ShellData, shellsByLocale } from '../../../plugin/shellData.ts'
import { currentContents } from '../previewContent.ts'

const made = new WeakMap<object, Record<Locale, ShellData>>()

function shells(): Record<Locale, ShellData> {
  const contents = currentContents()
  let shells = made.get(contents)
  if (!shells) {
    shells = shellsByLocale(contents)
    made.set(contents, shells)
  }
  return shells
}

export default new Proxy({} as Record<Locale, ShellData>, { get: (_, locale: Locale) => shells()[locale] })
