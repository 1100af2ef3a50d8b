import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { copyContent } from './contentFixture.ts'

/**
 * A throwaway git repository holding a copy of content/, committed once, for tests of what is read from history.
 * `commit` records the working tree's changes at a given day, so dates in the history are the test's own.
 */
export function contentRepository(): { repo: string; content: string; commit(message: string, day: string): string } {
  const content = copyContent()
  const repo = path.dirname(content)
  const git = (args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Editor',
        GIT_AUTHOR_EMAIL: 'editor@company.example',
        GIT_COMMITTER_NAME: 'Editor',
        GIT_COMMITTER_EMAIL: 'editor@company.example',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        ...env,
      },
    })
      .toString()
      .trim()
  git(['init', '--quiet', '--initial-branch=main'])
  const commit = (message: string, day: string) => {
    git(['add', '--all'])
    const date = `${day}T09:00:00+04:00`
    git(['commit', '--quiet', '--allow-empty', '-m', message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date })
    return git(['rev-parse', 'HEAD'])
  }
  commit('The site as it is', '2025-01-06')
  return { repo, content, commit }
}
