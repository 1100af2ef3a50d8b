import { describe, expect, it } from 'vitest'
import { tableOfContents } from './tableOfContents.ts'

describe('the table of contents of a legal page', () => {
  it('lists each second-level heading with its anchor, as plain text, and nothing else', () => {
    const html =
      '<p>Intro</p><h2 id="1-who-we-are">1. Who <em>We</em> Are</h2><h3 id="details">Not listed</h3><h2 id="2-terms--conditions">2. Terms &amp; Conditions</h2>'
    expect(tableOfContents(html)).toEqual([
      { id: '1-who-we-are', title: '1. Who We Are' },
      { id: '2-terms--conditions', title: '2. Terms & Conditions' },
    ])
  })
})
