import path from 'node:path'
import type { Problem } from '../../lib/content/ContentError.ts'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import { fieldName } from '../../lib/content/formatIssues.ts'
import { fieldPositions } from '../../lib/content/positions.ts'
import { contentRoot } from '../../lib/content/readContent.ts'
import { localeInfo } from '../../lib/locales.ts'

const within = (content: SiteContent, name: string) => {
  const folder = localeInfo[content.locale].contentFolder
  return `content/${folder ? `${folder}/` : ''}${name}`
}

/**
 * What the profile needs beyond what the schemas already demand of every file: the lists it prints must not be
 * empty. Each problem names the folder to add a file to.
 */
export function profileProblems(content: SiteContent): Problem[] {
  const lists = [
    { folder: 'solutions', entries: content.solutions, what: 'the solutions' },
    { folder: 'initiatives', entries: content.initiatives, what: 'the national initiatives by name' },
    { folder: 'team', entries: content.team, what: 'the leadership team' },
  ]
  return lists
    .filter((list) => list.entries.length === 0)
    .map((list) => ({
      file: `${within(content, list.folder)}/`,
      message: `the company profile (PDF) prints ${list.what}, and this folder has no file; add one`,
    }))
}

interface Printed {
  file: string
  field: (string | number)[]
  text: string
}

/**
 * When the profile runs past its last page: the three longest texts it prints, each at its file and line, for an
 * editor to shorten (the layout holds the words the site has now with room to spare).
 */
export function tooLong(content: SiteContent, pages: number, limit: number, root = contentRoot()): Problem[] {
  const at = (file: string, field: (string | number)[]) => fieldPositions(path.join(path.dirname(root), file)).at(field)
  const company = 'content/company.yaml'
  const about = within(content, 'about.yaml')
  const inCompany = (field: string) => (content.locale === 'en' ? [field] : [content.locale, field])
  const printed: Printed[] = [
    { file: company, field: inCompany('summary'), text: content.company.summary },
    ...content.about.about.paragraphs.map((text, index) => ({
      file: about,
      field: ['about', 'paragraphs', index],
      text,
    })),
    ...(['vision', 'mission'] as const).map((box) => ({
      file: about,
      field: ['visionMission', box, 'text'],
      text: content.about.visionMission[box].text,
    })),
    ...content.about.pillars.items.map((pillar, index) => ({
      file: about,
      field: ['pillars', 'items', index, 'description'],
      text: pillar.description,
    })),
    ...[...content.solutions, ...content.team].map((entry) => {
      const field = 'bio' in entry.data ? 'bio' : 'description'
      const text = 'bio' in entry.data ? entry.data.bio : entry.data.description
      return { file: entry.file, field: [field], text }
    }),
  ]
  return printed
    .sort((a, b) => b.text.length - a.text.length)
    .slice(0, 3)
    .map((item) => ({
      file: item.file,
      at: at(item.file, item.field),
      field: fieldName(item.field),
      message: `the company profile (PDF) now runs to ${pages} pages, over its ${limit}: shorten this text (${item.text.length} characters, one of the longest it prints) or another it prints`,
    }))
}
