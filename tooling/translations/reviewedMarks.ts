import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { z } from 'zod'

/*
 * A translator who checks a flagged Arabic text against its changed English and finds it still right says so here,
 * rather than by changing the Arabic for the sake of it: one line per text, naming the Arabic file, the field and
 * the version of the English that was checked (a short code shown beside the flag at /admin/ar and in
 * `npm run translations`). When the English changes again, the code no longer matches and the text is flagged
 * again. The file is edited in the CMS ("Translations checked") or by hand.
 */

/** Where the marks are kept, from the repository's root. */
export const reviewedFile = 'translations/reviewed.yaml'

const mark = z.object({
  file: z.string().regex(/^content\/[a-z]+\/[a-z0-9./-]+$/),
  field: z.string().min(1),
  english: z.string().regex(/^[0-9a-f]{10}$/),
})
const marks = z.object({ reviewed: z.array(mark).nullish() })

export type ReviewedMark = z.infer<typeof mark>

/** The code of a version of an English text: the first ten hexadecimal digits of its SHA-256. */
export const englishVersion = (text: string) => createHash('sha256').update(text.trim()).digest('hex').slice(0, 10)

/** The marks of the repository at `repo`; none when the file is absent. A bad file is an error naming the fix. */
export function readReviewedMarks(repo: string): ReviewedMark[] {
  const file = path.join(repo, reviewedFile)
  if (!fs.existsSync(file)) return []
  const parsed = marks.safeParse(YAML.parse(fs.readFileSync(file, 'utf8')) ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(
      `${reviewedFile}: ${issue.path.join(' › ')}: ${issue.message}; each mark is a file under content/, a field and the ten-character English version shown beside the flag`,
    )
  }
  return parsed.data.reviewed ?? []
}

/** Whether the Arabic of `field` in `file` was checked against the English `text`. */
export function isReviewed(list: readonly ReviewedMark[], file: string, field: string, text: string): boolean {
  const version = englishVersion(text)
  return list.some((each) => each.file === file && each.field === field && each.english === version)
}
