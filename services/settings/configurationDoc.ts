import { type SettingMeta, settingsSchema } from './settingsSchema.ts'
import { secretSettings } from './secretFiles.ts'
import { trustLimits } from './trustedProxies.ts'

/** Where the operators' list of settings lives, from the repository's root; `npm run docs:config` writes it. */
export const configurationDocFile = 'docs/configuration.md'

/** The settings as docs/configuration.md lists them: name, default and meaning, in the schema's order. */
export function settingRows(): { name: string; default: string; meaning: string }[] {
  // The company's address comes from content/ at start; the table names where, not what.
  const shape = settingsSchema({ companyEmail: 'the e-mail of content/company.yaml' }).shape
  return Object.entries(shape).map(([name, schema]) => {
    const meta = schema.meta() as SettingMeta | undefined
    if (!meta?.description || !meta.default)
      throw new Error(`The setting ${name} has no description or default in services/settings/settingsSchema.ts.`)
    return { name, default: meta.default, meaning: meta.description }
  })
}

const cell = (text: string) => text.replaceAll('|', '\\|')

/** docs/configuration.md, whole: written from the settings' schema, so the two cannot part. */
export function configurationDoc(): string {
  const rows = settingRows().map((row) => `| \`${row.name}\` | ${cell(row.default)} | ${cell(row.meaning)} |`)
  const secretFiles = secretSettings.map((name) => `\`${name}_FILE\``).join(', ')
  return `# Configuration

<!-- Made by \`npm run docs:config\` from services/settings/settingsSchema.ts: edit that, not this file. -->

The service reads its settings from the environment once, at start (\`services/settings/readConfig.ts\`, against the schema in
\`services/settings/settingsSchema.ts\`, which this page is written from). Every variable is checked; a bad one stops
the server with a line naming it and saying what to set, all the bad ones at once, before anything is opened. An empty
variable counts as unset. Only \`SITE_URL\` is also read at build time; [deployment](deployment.md) says how the
settings reach a container.

| variable | default | meaning |
|---|---|---|
${rows.join('\n')}

## Secrets in files

${secretFiles}:
each names a file holding the secret instead of the secret itself, as Docker's and Kubernetes' secrets are mounted
(\`/run/secrets/…\`), so it stays out of the environment that \`docker inspect\` and a crash report show. The file is
read once at start; a line break at its end is dropped. A variable and its \`_FILE\` both set stop the start.

## Connections that must be encrypted

The database password, the mail password, the OAuth app's client secret and every enquiry travel over these, so each
refuses to start in clear to a host other than this machine (\`localhost\`, 127.0.0.0/8, \`::1\`, a Unix socket):

- \`DATABASE_URL\`: TLS with the certificate and name checked (\`sslmode=verify-full\`). A mode that checks less
  starts with a warning; no TLS at all needs \`DATABASE_ALLOW_PLAINTEXT=true\`. What is checked is what \`pg\` will do,
  read by \`pg\` itself from the URL (and \`PGSSLMODE\` when the URL names no \`sslmode\`).
- \`SMTP_URL\`: \`smtps://\`, or \`smtp://\` with STARTTLS required, whatever parameters the URL carries; plain text needs
  \`SMTP_ALLOW_PLAINTEXT=true\`.
- \`GITHUB_OAUTH_ORIGIN\`: \`https://\`; \`http://\` needs \`GITHUB_OAUTH_ALLOW_PLAINTEXT=true\`.

## How wide \`TRUST_PROXY\` may be

Every address a trusted range holds may say, in \`X-Forwarded-For\`, which client it speaks for, and be believed. So
a range of public addresses wider than /${trustLimits.shortestPrefix.ipv4} (IPv4: 16.7 million addresses, one 256th
of them all) or /${trustLimits.shortestPrefix.ipv6} (IPv6) is refused, and so are public ranges that together hold
more addresses than one such range (overlaps counted twice). A CDN's published ranges are far narrower. Private ranges
(10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 127.0.0.0/8, 169.254.0.0/16, fc00::/7, fe80::/10, \`::1\`) count for
nothing: no client on the internet connects from them. An IPv4 range written as IPv6 (\`::ffff:10.0.0.0/104\`) counts
as the IPv4 range it is.

The staff tool (\`npm run enquiries\`) reads \`DATABASE_URL\`, \`CONTACT_LOG\`, \`CONTACT_RETENTION_DAYS\`, \`SMTP_URL\`,
\`SMTP_ALLOW_PLAINTEXT\`, \`CONTACT_TO\` and \`CONTACT_FROM\` (with their \`_FILE\` and \`_ALLOW_PLAINTEXT\` variables) as
the service does: give it the service's values. Variables read only by the tests and tools are in
[development](development.md#variables-of-the-tests-and-tools).
`
}
