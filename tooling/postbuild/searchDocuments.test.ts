import { describe, expect, it } from 'vitest'
import { first, parseDocument } from '../../lib/html.ts'
import { readableText } from './searchDocuments.ts'

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
