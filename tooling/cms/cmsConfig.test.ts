import fs from 'node:fs'
import path from 'node:path'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { contentTypes } from '../../lib/content/contentTypes.ts'
import { fieldRows } from '../content-guide/contentGuide.ts'
import { type CmsField, cmsConfig, companyFactTags, contentFiles, isolateLatin } from './cmsConfig.ts'
import { cmsConfigSchema } from './cmsBundle.ts'

const root = process.cwd()
const config = cmsConfig({ root, backend: { name: 'github', repo: 'acme/website', auth_endpoint: 'api/cms/auth' } })

type Collection = (typeof config.collections)[number]
const filesOf = (collection: Collection) => ('files' in collection ? collection.files : [])

/** Every field path of the configuration, written as the field guide writes them: hero › primary › label. */
function paths(fields: CmsField[], prefix: string[] = []): string[] {
  return fields.flatMap((field) => {
    const here = [...prefix, field.name]
    const nested = field.fields as CmsField[] | undefined
    const item = field.field as CmsField | undefined
    const below =
      field.widget === 'list'
        ? nested
          ? paths(nested, [...here, '(each)'])
          : item?.widget === 'object'
            ? paths((item.fields as CmsField[]) ?? [], [...here, '(each)'])
            : []
        : nested
          ? paths(nested, here)
          : []
    return [here.join(' › '), ...below]
  })
}

function fieldsFor(id: string): CmsField[] {
  for (const collection of config.collections) {
    for (const file of filesOf(collection)) if (file.name === id) return file.fields as CmsField[]
    const type = contentTypes.find((candidate) => candidate.id === id)
    if (type?.kind === 'collection' && collection.name === type.key)
      return (collection as { fields: CmsField[] }).fields.filter((field) => field.name !== 'body')
  }
  throw new Error(`no collection of the CMS configuration holds ${id}`)
}

describe('the CMS configuration made from the content schemas', () => {
  it("passes the CMS's own schema of its configuration", () => {
    const ajv = new Ajv({ allErrors: true, strict: false })
    // The CMS's schema names two string formats; checking a pattern compiles is all they ask.
    ajv.addFormat('regex', (value: string) => {
      try {
        new RegExp(value)
        return true
      } catch {
        return false
      }
    })
    ajv.addFormat('uri', (value: string) => URL.canParse(value))
    const valid = ajv.validate(JSON.parse(fs.readFileSync(cmsConfigSchema, 'utf8')), config)
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors?.slice(0, 5))).toEqual([])
    expect(valid).toBe(true)
  })

  it.each(contentTypes.map((type) => [type.id, type] as const))(
    'gives every field of %s a widget, with its description as the hint',
    (_id, type) => {
      const expected = fieldRows(type).map((row) => row.path)
      expect(paths(fieldsFor(type.id))).toEqual(expected)
    },
  )

  it('puts every content file in a collection', () => {
    const patterns = config.collections.flatMap((collection) =>
      'folder' in collection
        ? [
            new RegExp(
              `^${collection.folder.replace('content/{{locale}}/', 'content/(ar/)?')}/[a-z0-9-]+\\.${collection.extension}$`,
            ),
          ]
        : filesOf(collection).map(
            (file) =>
              new RegExp(`^${file.file.replace('content/{{locale}}/', 'content/(ar/)?').replaceAll('.', '\\.')}$`),
          ),
    )
    const files = contentFiles(root)
    expect(files.length).toBeGreaterThan(60)
    expect(files.filter((file) => !patterns.some((pattern) => pattern.test(file)))).toEqual([])
  })

  it('copies what is not words into the Arabic file instead of asking for it twice', () => {
    const initiative = fieldsFor('initiative')
    const byName = (name: string) => initiative.find((field) => field.name === name)
    expect(byName('order')?.i18n).toBe('duplicate')
    const illustration = (byName('illustration')?.fields ?? []) as CmsField[]
    expect(illustration.find((field) => field.name === 'src')?.i18n).toBe('duplicate')
    expect(illustration.find((field) => field.name === 'alt')?.i18n).toBe(true)
    // Official pages have addresses of their own in Arabic.
    expect(byName('learnMoreUrl')?.i18n).toBe(true)
    expect(byName('title')?.i18n).toBe(true)
    const cards = ((byName('alignment')?.fields ?? []) as CmsField[]).find((field) => field.name === 'cards')
    const card = (cards?.fields ?? []) as CmsField[]
    expect(card.find((field) => field.name === 'icon')?.i18n).toBe('duplicate')
    expect(card.find((field) => field.name === 'color')?.i18n).toBe('duplicate')
    expect(card.find((field) => field.name === 'description')?.i18n).toBe(true)
  })

  it('moves every translated list as one in both languages, so no Arabic item takes another item’s icon or link', () => {
    const lists: { where: string; list: CmsField }[] = []
    const visit = (fields: CmsField[], where: string) => {
      for (const field of fields) {
        const items = (field.fields as CmsField[] | undefined) ?? (field.field ? [field.field as CmsField] : [])
        if (field.widget === 'list' && items.some((item) => item.i18n === true))
          lists.push({ where: `${where} › ${field.name}`, list: field })
        visit((field.fields as CmsField[] | undefined) ?? [], `${where} › ${field.name}`)
      }
    }
    for (const type of contentTypes) visit(fieldsFor(type.id), type.id)
    // The D33 cards, the home page's solution cards and the search suggestions among them.
    expect(lists.length).toBeGreaterThanOrEqual(10)
    for (const { where, list } of lists) {
      // The CMS applies an add, a move or a removal to every language only for a list marked `duplicate`.
      expect({ where, i18n: list.i18n }).toEqual({ where, i18n: 'duplicate' })
      if (list.min !== undefined && list.min === list.max)
        expect({ where, add: list.allow_add, remove: list.allow_remove }).toEqual({ where, add: false, remove: false })
      expect(list.hint, where).toMatch(/in English and Arabic/)
    }
  })

  it("edits company.yaml's Arabic block as a group of its own, in one file", () => {
    const company = fieldsFor('company')
    const arabic = company.find((field) => field.name === 'ar')
    expect(arabic?.widget).toBe('object')
    expect(((arabic?.fields ?? []) as CmsField[]).map((field) => field.name)).toContain('legalName')
    expect(company.every((field) => field.i18n === undefined)).toBe(true)
  })

  it('offers pictures from their own folder, with thumbnails and uploads, and drawings as SVG only', () => {
    const picture = (type: string, name: string, within?: string) => {
      const fields = fieldsFor(type)
      const holder = within ? ((fields.find((field) => field.name === within)?.fields ?? []) as CmsField[]) : fields
      return holder.find((field) => field.name === name)
    }
    const portrait = picture('team-member', 'image')
    expect(portrait).toMatchObject({ widget: 'image', media_folder: '/content/images/team', public_folder: 'team' })
    // Every portrait on disk is in the folder the picker shows, and is written as the schema wants it.
    for (const name of fs.readdirSync(path.join(root, 'content/images/team')))
      expect(`${portrait!.public_folder}/${name}`).toMatch(/^team\/[a-z0-9-]+\.(svg|png|jpe?g|webp|avif)$/)
    expect(picture('news-item', 'image')).toMatchObject({ widget: 'image', public_folder: 'news' })
    expect(picture('initiative', 'src', 'illustration')).toMatchObject({
      widget: 'image',
      public_folder: 'illustrations/initiatives',
      accept: 'image/svg+xml',
    })
  })

  it('offers choices where a value names something: a calendar for dates, the categories, the initiatives by title', () => {
    const news = fieldsFor('news-item')
    expect(news.find((field) => field.name === 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' })
    expect(news.find((field) => field.name === 'category')).toMatchObject({
      widget: 'relation',
      collection: 'pages',
      file: 'news',
    })
    const card = ((fieldsFor('solution').find((field) => field.name === 'alignment')?.fields ?? []) as CmsField[]).find(
      (field) => field.name === 'initiative',
    )
    expect(card).toMatchObject({ widget: 'relation', collection: 'initiatives', value_field: '{{slug}}' })
  })
})

describe('hints that read in order', () => {
  const arabic = cmsConfig({ root, locale: 'ar', backend: { name: 'test-repo' } })
  const collections = arabic.collections as { name: string; slug?: { hint: string }; fields?: CmsField[] }[]
  const news = collections.find(({ name }) => name === 'news')!

  it('isolates dates, paths and tags inside Arabic, so 2025-10-09 never reads 09-10-2025', () => {
    expect(isolateLatin('ويُحفظ بصيغة 2025-10-09.')).toBe('ويُحفظ بصيغة \u20682025-10-09\u2069.')
    expect(isolateLatin('مثل news/x.svg، أو `<CompanyPhone />`')).toBe(
      'مثل \u2068news/x.svg\u2069، أو \u2068`<CompanyPhone />`\u2069',
    )
    const date = news.fields!.find(({ name }) => name === 'date')!
    expect(date.hint).toContain('\u20682025-10-09\u2069')
    expect(news.slug!.hint).toMatch(/\u2068content\/news\/[a-z0-9-]+\.mdx\u2069/)
  })

  it('shows the company facts in a body’s hint as code, which the CMS keeps, rather than as tags it drops', () => {
    const bodies = collections.flatMap(({ fields }) => (fields ?? []).filter(({ widget }) => widget === 'markdown'))
    expect(bodies.length).toBeGreaterThan(0)
    for (const body of bodies) for (const tag of companyFactTags) expect(body.hint).toContain(tag)
    expect(companyFactTags).toContain('`<CompanyPhone />`')
  })
})
