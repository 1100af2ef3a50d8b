// Rewrites every file under content/ in the form the editor at /admin writes it (tooling/cms/contentFiles.ts), so that
// a save in the editor changes exactly the words changed. Run it after editing content files by hand.
import fs from 'node:fs'
import { contentFiles, imageFiles } from '../tooling/cms/cmsConfig.ts'
import { cmsFormatter } from '../tooling/cms/contentFiles.ts'

const root = process.cwd()
const cmsForm = cmsFormatter(imageFiles(root))
const changed = contentFiles(root).filter((file) => {
  const source = fs.readFileSync(file, 'utf8')
  const formatted = cmsForm(file, source)
  if (formatted === source) return false
  fs.writeFileSync(file, formatted)
  return true
})
console.log(
  changed.length
    ? `format:content: rewrote ${changed.length} file(s):\n${changed.map((file) => `  ${file}`).join('\n')}`
    : 'format:content: every content file is already in the form the editor writes',
)
