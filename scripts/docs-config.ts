// `npm run docs:config`: writes docs/configuration.md, the operators' list of settings, from the settings' schema and
// the descriptions beside each setting. A test fails when the committed page is out of date.
import fs from 'node:fs'
import { configurationDoc, configurationDocFile } from '../services/settings/configurationDoc.ts'

fs.writeFileSync(configurationDocFile, configurationDoc())
console.log(`docs:config: wrote ${configurationDocFile}`)
