// https://vike.dev/client
// The whole script of a page that only shows content.
import { enhancePage } from '../lib/client/enhancePage.ts'

enhancePage()
