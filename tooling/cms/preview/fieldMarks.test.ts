import { describe, expect, it } from 'vitest'
import { cmsConfig } from '../cmsConfig.ts'
import { fieldKinds } from './fieldKinds.ts'
import { keyPathIn, markFields, markOf, picturePath, withContentPicturePaths, withoutMarks } from './fieldMarks.ts'

const kinds = fieldKinds(cmsConfig({ backend: { name: 'test-repo' }, root: process.cwd() }))

describe('the marks naming a text’s field', () => {
  it('are invisible format characters that name the key path, after the words as typed', () => {
    const marked = `دبي تبني${markOf('alignment.cards.10.title')}`
    expect(keyPathIn(marked)).toBe('alignment.cards.10.title')
    expect(marked.startsWith('دبي تبني')).toBe(true)
    // Every character added is a Unicode tag (default-ignorable, drawn as nothing).
    expect([...marked.slice('دبي تبني'.length)].every((char) => /^\p{Cf}$/u.test(char))).toBe(true)
    expect(keyPathIn('no mark here')).toBeUndefined()
  })

  it('go on the words of an entry, never on its addresses, choices, dates or pictures', () => {
    const leaves = new Map()
    const data = {
      title: 'Dubai Robotics Week',
      subtitle: 'A week of demonstrations',
      category: 'Events',
      date: '2026-11-20',
      url: 'https://www.example.com/robotics-week',
      image: '/news/robotics-week.png',
      imageAlt: 'Robots on a stage.',
    }
    const marked = markFields(data, kinds['news-item']!, leaves)
    expect(keyPathIn(String(marked.title))).toBe('title')
    expect(keyPathIn(String(marked.imageAlt))).toBe('imageAlt')
    expect(marked).toMatchObject({
      category: 'Events',
      date: '2026-11-20',
      url: data.url,
      // The picker's form until the entry is saved, drawn as the content's form.
      image: 'news/robotics-week.png',
    })
    expect(Object.fromEntries(leaves)).toEqual({
      category: { kind: 'choice', value: 'Events' },
      date: { kind: 'date', value: '2026-11-20' },
      image: { kind: 'picture', value: 'news/robotics-week.png' },
    })
  })

  it('name each item of a list by its position, and leave links and icons of the items alone', () => {
    const cards = [
      { icon: 'robot', title: 'First', description: 'One', color: 'sky' },
      { icon: 'leaf', title: 'Second', description: 'Two', color: 'emerald' },
    ]
    const marked = markFields({ alignment: { cards } }, kinds.initiative!, new Map()) as {
      alignment: { cards: Record<string, string>[] }
    }
    expect(marked.alignment.cards.map((card) => keyPathIn(card.description!))).toEqual([
      'alignment.cards.0.description',
      'alignment.cards.1.description',
    ])
    expect(marked.alignment.cards.map(({ icon, color }) => [icon, color])).toEqual([
      ['robot', 'sky'],
      ['leaf', 'emerald'],
    ])
    const home = markFields({ hero: { primary: { label: 'Contact us', href: '/contact' } } }, kinds.home!, new Map())
    expect(home).toMatchObject({ hero: { primary: { href: '/contact' } } })
  })

  it('leave the news categories a news item is matched against as they are', () => {
    const marked = markFields({ categories: ['Events', 'Projects'] }, kinds.news!, new Map())
    expect(marked.categories).toEqual(['Events', 'Projects'])
  })
})

describe('picture paths as saved', () => {
  it('are relative to content/images/, whatever form the picker wrote', () => {
    expect(picturePath('/news/robotics-week.png')).toBe('news/robotics-week.png')
    expect(picturePath('news/robotics-week.png')).toBe('news/robotics-week.png')
    expect(
      withContentPicturePaths(
        { illustration: { src: '/illustrations/initiatives/x.svg', decorative: true } },
        kinds.initiative!,
      ),
    ).toEqual({
      illustration: { src: 'illustrations/initiatives/x.svg', decorative: true },
    })
    // Words that start with a slash are not pictures.
    expect(withContentPicturePaths({ title: '/slash' }, kinds['news-item']!)).toEqual({ title: '/slash' })
  })
})

describe('a copy of marked words', () => {
  it('is the words as typed, whole or cut anywhere in their mark', () => {
    const marked = `دبي تبني${markOf('alignment.cards.10.title')} and more${markOf('subtitle')}`
    expect(withoutMarks(marked)).toBe('دبي تبني and more')
    // A selection that ends inside a mark, or starts inside one.
    expect(withoutMarks([...marked].slice(0, [...'دبي تبني'].length + 3).join(''))).toBe('دبي تبني')
    const tail = markOf('subtitle')
    expect(withoutMarks(`${[...tail].slice(3).join('')}next words`)).toBe('next words')
  })

  it('keeps an emoji’s flag of a region, written in the same tag characters', () => {
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'
    expect(withoutMarks(`Glasgow ${scotland}`)).toBe(`Glasgow ${scotland}`)
  })
})
