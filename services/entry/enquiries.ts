// Staff tools: `npm run enquiries -- list | export --csv | resend <id>` (usage in enquiriesCommand.ts).
import { loadCompany } from '../../lib/content/loadCompany.ts'
import { loadContactCopy } from '../../lib/content/loadContactCopy.ts'
import { runEnquiriesCommand } from '../contact/staff/enquiriesCommand.ts'

process.exitCode = await runEnquiriesCommand(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  content: () => ({
    companyEmail: loadCompany().email,
    serviceLabels: loadContactCopy().form.serviceOptions,
  }),
})
