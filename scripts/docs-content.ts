// `npm run docs:content`: writes docs/content-guide.md, the editors' field guide, from the content schemas and the
// comments above their fields. A test fails when the committed guide is out of date.
import fs from 'node:fs'
import path from 'node:path'
import { contentGuide } from '../tooling/content-guide/contentGuide.ts'
import { guideFile } from '../lib/content/guideLinks.ts'

fs.mkdirSync(path.dirname(guideFile), { recursive: true })
fs.writeFileSync(guideFile, contentGuide())
console.log(`docs:content: wrote ${guideFile}`)
