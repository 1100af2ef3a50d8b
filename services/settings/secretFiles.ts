import fs from 'node:fs'

/** The settings that carry a password or a secret, and so may come from a file (Docker's and Kubernetes' secrets). */
export const secretSettings = ['DATABASE_URL', 'SMTP_URL', 'GITHUB_OAUTH_CLIENT_SECRET'] as const

type Env = Record<string, string | undefined>

/**
 * The environment with each secret read from the file its `_FILE` variable names, as a secret mounted at
 * /run/secrets/… is given: the file's text without the line break an editor leaves at its end. Both the variable and
 * its file is a problem, not a choice made silently, and so is an empty file. Empty variables count as unset, as
 * everywhere.
 */
export function readSecretFiles(env: Env, problems: string[]): Env {
  const resolved: Env = { ...env }
  for (const name of secretSettings) {
    const fileName = `${name}_FILE`
    const file = env[fileName]?.trim()
    delete resolved[fileName]
    if (!file) continue
    if (env[name]?.trim()) {
      problems.push(
        `${name} and ${fileName} are both set; keep one: ${fileName} names a file holding the value (a mounted secret), ${name} is the value itself.`,
      )
      continue
    }
    try {
      const value = fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '')
      // An empty file is a secret mounted before it was filled: taken as unset, the service would quietly keep its
      // own JSON-lines log or write mail to files, and each replica would hold enquiries the others never see.
      if (!value.trim()) {
        problems.push(
          `${fileName} is "${file}", which is empty; put the value of ${name} in that file, or unset ${fileName} if the service is to run without ${name}.`,
        )
        continue
      }
      resolved[name] = value
    } catch (error) {
      // The path is not secret; what the file holds is never repeated.
      problems.push(
        `${fileName} is "${file}", which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}); mount the secret there, readable by the service's user, or set ${name} instead.`,
      )
    }
  }
  return resolved
}
