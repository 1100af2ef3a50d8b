// https://vike.dev/client
// The page's shared enhancements, and results that follow the words as they are typed.
import { enhancePage } from '../../lib/client/enhancePage.ts'
import { searchAsYouType } from '../../lib/client/searchAsYouType.ts'

enhancePage()
searchAsYouType()
