// https://vike.dev/client
// The page's shared enhancements, and React for the category filter only: the rest of the page is plain HTML.
import { NewsFilter } from '../../components/news/NewsFilter.tsx'
import { enhancePage } from '../../lib/client/enhancePage.ts'
import { hydrateIsland } from '../../lib/client/hydrateIsland.ts'

enhancePage()
hydrateIsland('news-filter', NewsFilter)
