import { describe, expect, it } from 'vitest'
import { resolveImport, staticImportSpecifiers, withStaticImports } from './staticImports.ts'

describe('staticImportSpecifiers', () => {
  it('finds the static imports and re-exports of Vite’s minified output', () => {
    const source =
      'import{a as b,c}from"./chunk-A.js";import"./side.js";import*as R from"./r.js";import d,{e}from\'./d.js\';' +
      'export*from"./y.js";export*as n from"./n.js";export{f as g}from"../z.js";const x=1'
    expect(staticImportSpecifiers(source)).toEqual([
      './chunk-A.js',
      './side.js',
      './r.js',
      './d.js',
      './y.js',
      './n.js',
      '../z.js',
    ])
  })

  it('finds unminified imports spread over lines', () => {
    expect(
      staticImportSpecifiers('import {\n  a,\n  b,\n} from "/assets/a.js"\nimport def from \'./def.js\'\n'),
    ).toEqual(['/assets/a.js', './def.js'])
  })

  it('leaves out dynamic imports, import.meta, exports without from and look-alike names', () => {
    const source =
      'const l=()=>import("./lazy.js");const u=import.meta.url;export{a,b};export default"./x.js";' +
      'obj.import"./no.js";reimport"./no2.js";importScripts("./w.js");' +
      // Vike's page config: a string ending in "import" followed by another string.
      'const c={valueSerialized:{type:"pointer-import",value:v}},o={type:"standard"}'
    expect(staticImportSpecifiers(source)).toEqual([])
  })
})

describe('resolveImport', () => {
  const importer = new URL('http://site.invalid/assets/entries/page.js')
  it('resolves relative and root paths to this site, full URLs elsewhere to another origin', () => {
    expect(resolveImport('../chunks/a.js', importer)).toEqual({ local: '/assets/chunks/a.js' })
    expect(resolveImport('/assets/b.js', importer)).toEqual({ local: '/assets/b.js' })
    expect(resolveImport('https://cdn.example/x.js', importer)).toEqual({ external: 'https://cdn.example/x.js' })
    expect(resolveImport('//cdn.example/y.js', importer)).toEqual({ external: 'http://cdn.example/y.js' })
    expect(resolveImport('react', importer)).toBeUndefined()
    expect(resolveImport('data:text/javascript,1', importer)).toBeUndefined()
  })
})

describe('withStaticImports', () => {
  it('follows imports to the end, each module once, and collects imports from other origins', () => {
    const modules: Record<string, string> = {
      '/assets/a.js': 'import"./b.js";import"./c.js"',
      '/assets/b.js': 'import"./c.js";import"https://cdn.example/x.js"',
      '/assets/c.js': 'import"./a.js";const l=()=>import("./lazy.js")',
    }
    const read = (file: string) => modules[file] ?? ''
    expect(withStaticImports(['/assets/a.js'], read, 'http://site.invalid')).toEqual({
      files: ['/assets/a.js', '/assets/b.js', '/assets/c.js'],
      external: ['https://cdn.example/x.js'],
    })
  })

  it('tells the reader which module imported a missing one', () => {
    const read = (file: string, importer: string | undefined) => {
      if (file === '/assets/a.js') return 'import"./gone.js"'
      throw new Error(`${file} imported by ${importer}`)
    }
    expect(() => withStaticImports(['/assets/a.js'], read, 'http://site.invalid')).toThrow(
      '/assets/gone.js imported by /assets/a.js',
    )
  })
})
