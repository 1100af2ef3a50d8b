/** A second-level section of a rendered MDX body: its anchor and its heading as plain text. */
export interface TocEntry {
  id: string
  title: string
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
}

/**
 * The `## ` sections of a body as rendered by renderBody: rehype-slug has given each <h2> its id. Read from the HTML
 * (not the MDX source) so the list always matches the anchors on the page, components such as <CompanyName /> included.
 */
export function tableOfContents(html: string): TocEntry[] {
  return [...html.matchAll(/<h2\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)].map(([, id, inner]) => ({
    id: id!,
    title: inner!
      .replace(/<[^>]+>/g, '')
      .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => entities[entity]!)
      .replace(/\s+/g, ' ')
      .trim(),
  }))
}
