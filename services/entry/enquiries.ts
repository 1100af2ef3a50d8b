// Staff tools: `npm run enquiries -- list | export --csv | resend <id> | find --email - | erase --email -` (usage in
// enquiriesCommand.ts).
import { fchmodSync, fstatSync } from 'node:fs'
import { readCompiledContent } from '../../lib/content/compiledContent.ts'
import { defaultLocale } from '../../lib/locales.ts'
import { errorSummary } from '../contact/errorSummary.ts'
import { privateFileMode } from '../contact/store/dataPaths.ts'
import { runEnquiriesCommand } from '../contact/staff/enquiriesCommand.ts'

process.exitCode = await runEnquiriesCommand(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  content: () => {
    // As the service reads them: from the build (dist/content/), which the image carries without content/.
    const { company, contact } = readCompiledContent()[defaultLocale]
    return { companyEmail: company.email, serviceLabels: contact.form.serviceOptions }
  },
  stdin: process.stdin,
  privateOutput() {
    // `export --csv > enquiries.csv`: the shell made the file with its umask (often readable by every user).
    if (!fstatSync(process.stdout.fd).isFile()) return
    try {
      fchmodSync(process.stdout.fd, privateFileMode)
    } catch (error) {
      process.stderr.write(
        `Could not make the file standard output goes to readable by its owner only (${errorSummary(error)}): check who can read it, or write it in a folder only you can open.\n`,
      )
    }
  },
})
