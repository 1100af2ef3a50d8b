import { spawnSync } from 'node:child_process'

/*
 * The content's history, read from git in two calls whatever its length: one `git log` lists every commit that
 * changed a file under content/, with its date and files, and one `git cat-file --batch` reads every version asked
 * for. Reading a file's version per commit with `git show` would start a process for each.
 */

export interface Commit {
  hash: string
  /** When it was made, as git records the commit (ISO 8601). */
  date: string
  /** The files under content/ it changed, as paths from the repository's root. */
  files: Set<string>
}

function git(repo: string, args: string[], input?: string): Buffer {
  const result = spawnSync('git', args, { cwd: repo, input, maxBuffer: 1 << 30 })
  if (result.error) throw new Error(`git could not be run (${result.error.message}); install git and try again`)
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')} failed: ${result.stderr.toString().trim()}`)
  }
  return result.stdout
}

/** Whether `repo` is a git repository with its whole history: a shallow clone makes every file look new. */
export function historyState(repo: string): 'full' | 'shallow' | 'none' {
  const result = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: repo })
  if (result.status !== 0) return 'none'
  return result.stdout.toString().trim() === 'true' ? 'shallow' : 'full'
}

/** The commit a name such as HEAD~1 or origin/main stands for, or an error saying the name is unknown. */
export function resolveCommit(repo: string, name: string): string {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${name}^{commit}`], { cwd: repo })
  if (result.status !== 0) {
    throw new Error(`"${name}" names no commit of this repository; give a branch, tag or commit, such as origin/main`)
  }
  return result.stdout.toString().trim()
}

/** Every commit that changed something under `folder`, newest first, parents after their children. */
export function contentCommits(repo: string, folder = 'content'): Commit[] {
  const out = git(repo, [
    'log',
    '--topo-order',
    '--no-renames',
    '--format=%x1e%H%x1f%cI',
    '--name-only',
    '--',
    folder,
  ]).toString('utf8')
  return out
    .split('\x1e')
    .filter((record) => record.trim())
    .map((record) => {
      const [head, ...files] = record.split('\n')
      const [hash, date] = head!.split('\x1f')
      return { hash: hash!, date: date!, files: new Set(files.map((file) => file.trim()).filter(Boolean)) }
    })
}

/**
 * The text of each `commit:path` asked for, read in one `git cat-file --batch`; undefined where the file did not
 * exist at that commit.
 */
export function readVersions(repo: string, wanted: Iterable<string>): Map<string, string | undefined> {
  const requests = [...new Set(wanted)]
  const found = new Map<string, string | undefined>()
  if (requests.length === 0) return found
  const out = git(repo, ['cat-file', '--batch'], `${requests.join('\n')}\n`)
  let offset = 0
  for (const request of requests) {
    const end = out.indexOf(0x0a, offset)
    const header = out.subarray(offset, end).toString('utf8')
    offset = end + 1
    const object = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header)
    if (!object) {
      // "<request> missing": the file did not exist at that commit.
      found.set(request, undefined)
      continue
    }
    const size = Number(object[2])
    found.set(request, object[1] === 'blob' ? out.subarray(offset, offset + size).toString('utf8') : undefined)
    offset += size + 1
  }
  return found
}
