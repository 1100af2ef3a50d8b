import { describe, expect, it } from 'vitest'
import { first, parseDocument } from '../../lib/html.ts'
import { proseText, readableText } from './searchDocuments.ts'

describe('the words of a page as the index reads them', () => {
  const textOf = (html: string) => readableText(first('main', parseDocument(`<main>${html}</main>`))!)

  it('keeps blocks apart and the words of a line together', () => {
    expect(
      textOf(
        '<h2>Vision</h2><p>A <strong>bold</strong> plan,<br>in <a href="/x">two</a> lines.</p><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe('Vision A bold plan, in two lines. one two')
  })

  it('leaves out what is not words: lists of links, forms, pictures, scripts and what only screen readers hear', () => {
    const html = [
      '<nav><a href="/">Home</a> › <a href="/vision">Vision</a></nav>',
      '<a data-print-hide="true" href="/vision">Back to the list</a>',
      '<p>Kept<span class="sr-only"> (opens in a new tab)</span></p>',
      '<form><label>Your name</label><select><option>Robotics</option></select></form>',
      '<svg><text>drawing</text></svg><div aria-hidden="true">decoration</div>',
      '<script>var x = 1</script><template><p>slot</p></template>',
    ].join('')
    expect(textOf(html)).toBe('Kept')
  })
})

describe('the prose of a page, which snippets are cut from', () => {
  const proseOf = (html: string) => proseText(first('main', parseDocument(`<main>${html}</main>`))!)

  it('keeps the sentences of paragraphs, list items and cards, with the links inside them', () => {
    expect(
      proseOf(
        '<p>A <strong>bold</strong> plan, with <a href="/x">our partners</a>.</p><ul><li><strong>Energy</strong>: clean power.</li></ul>' +
          '<ul><li><div><h3>Card</h3><div>We integrate solar and storage for clients.</div></div></li></ul>',
      ),
    ).toBe('A bold plan, with our partners. Energy: clean power. We integrate solar and storage for clients.')
  })

  it('leaves out headings, buttons, labels, links standing alone and the short blocks that name rather than say', () => {
    const html = [
      '<section><p><span>NATIONAL INITIATIVE</span></p><h1>Net Zero 2050</h1><div><p>A Carbon-Neutral Nation</p></div>',
      '<div><a href="https://example.org">Learn more</a></div></section>',
      '<section><h2>The National Vision</h2><div><p>The UAE Net Zero by 2050 initiative was announced in 2021.</p></div>',
      '<p><a href="/vision/net-zero-2050">Read about this initiative and what it asks of the country’s builders</a></p>',
      '<button type="button">Company</button><label>Category</label><time>02 October 2024</time></section>',
      '<p>هل يمكنكم المساعدة؟</p><p>اقرأ المزيد</p>',
    ].join('')
    expect(proseOf(html)).toBe('The UAE Net Zero by 2050 initiative was announced in 2021. هل يمكنكم المساعدة؟')
  })

  it('keeps a long block that does not end as a sentence does', () => {
    expect(proseOf('<li>Robotic layout printing and inspection systems for safer construction sites</li>')).toBe(
      'Robotic layout printing and inspection systems for safer construction sites',
    )
  })
})
