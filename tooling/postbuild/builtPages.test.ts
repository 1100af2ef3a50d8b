import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { builtPages } from './builtPages.ts'

describe('builtPages', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('lists each index.html by its folder, sorted, then the not-found page; not assets, twins or other files', () => {
    for (const file of [
      'index.html',
      'index.html.br',
      'news/index.html',
      'about/index.html',
      'about/index.html.gz',
      'solutions/robotics/index.html',
      'solutions/index.html',
      '404.html',
      'ar/index.html',
      'ar/about/index.html',
      'ar/404.html',
      'assets/index.html',
      'robots.txt',
      'og/home.png',
    ]) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), '')
    }
    expect(builtPages(root)).toEqual([
      { route: '/', file: path.join(root, 'index.html') },
      { route: '/about', file: path.join(root, 'about/index.html') },
      { route: '/ar', file: path.join(root, 'ar/index.html') },
      { route: '/ar/about', file: path.join(root, 'ar/about/index.html') },
      { route: '/news', file: path.join(root, 'news/index.html') },
      { route: '/solutions', file: path.join(root, 'solutions/index.html') },
      { route: '/solutions/robotics', file: path.join(root, 'solutions/robotics/index.html') },
      { route: '404', file: path.join(root, '404.html'), missingPath: '/does-not-exist' },
      { route: 'ar/404', file: path.join(root, 'ar/404.html'), missingPath: '/ar/does-not-exist' },
    ])
  })

  it('says to build when there is no build', () => {
    expect(() => builtPages(path.join(root, 'missing'))).toThrow(
      /No build in .*missing: build the site first \(npm run build\)/,
    )
  })
})
