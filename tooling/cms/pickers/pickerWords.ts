// What the editors' pickers call each symbol and accent colour, and their own words, in every language of the editor:
// read from the editor's dictionaries (lib/content/translations/), where a new language's words go.
import { byKey } from '../../../lib/content/translations/dictionaries.ts'

export const symbolNames = byKey((words) => words.pickers.symbols)

/** The accent colours, named as an editor sees them. */
export const colourNames = byKey((words) => words.pickers.colours)

/** The pickers' own words. */
export const pickerWords = byKey((words) => words.pickers.words)
