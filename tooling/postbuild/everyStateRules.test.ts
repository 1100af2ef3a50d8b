import { describe, expect, it } from 'vitest'
import { parseDocument } from '../../lib/html.ts'
import { rulesForEveryState, withoutStates } from './everyStateRules.ts'

describe('a selector without its states', () => {
  it.each([
    ['.hover\\:bg-slate-100:hover', '.hover\\:bg-slate-100'],
    [':focus-visible', '*'],
    ['.bg-slate-900 :focus-visible', '.bg-slate-900 *'],
    ['.group\\/menu[open] .group-open\\/menu\\:rotate-180', '.group\\/menu .group-open\\/menu\\:rotate-180'],
    ["[data-reveal='hidden']", '[data-reveal]'],
    [
      '.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker',
      '.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden',
    ],
    [
      '.aria-\\[current\\=page\\]\\:bg-sky-50[aria-current=page]',
      '.aria-\\[current\\=page\\]\\:bg-sky-50[aria-current=page]',
    ],
    ['.x:not(:first-child)', '.x:not(:first-child)'],
    ['::backdrop', ':is(dialog,[popover])'],
    ['.field ::placeholder', '.field :is(input,textarea)'],
    ['ul > li', 'ul>li'],
  ])('%s is looked for as %s', (selector, expected) => {
    expect(withoutStates(selector)).toBe(expected)
  })
})

describe('the rules a page can use in every state', () => {
  const page = parseDocument(
    '<html><body><details class="menu"><summary>Menu</summary><a class="link" href="/">Home</a></details>' +
      '<div data-reveal=""><p class="note">Note</p></div></body></html>',
  )
  const whole =
    '*,:before{--x:0}.note{color:red}.menu[open] .link{display:block}.note:hover{color:blue}' +
    '[data-reveal=hidden]{opacity:0}.card{padding:1rem}::backdrop{--x: 0}@media (min-width:640px){.card{padding:2rem}.note{margin:0}}' +
    '@keyframes spin{to{transform:rotate(1turn)}}.spinner{animation:spin 1s}'

  it('keeps what Beasties inlined and adds the states the elements can take, in the stylesheet order', () => {
    const css = rulesForEveryState(whole, '*,:before{--x:0}.note{color:red}', page)
    expect(css).toBe(
      '*,:before{--x:0}.note{color:red}.menu[open] .link{display:block}.note:hover{color:blue}[data-reveal=hidden]{opacity:0}@media (min-width:640px){.note{margin:0}}',
    )
  })

  it('keeps an animation only where a kept rule runs it', () => {
    const withSpinner = parseDocument('<html><body><span class="spinner"></span></body></html>')
    expect(rulesForEveryState(whole, '', withSpinner)).toContain('@keyframes spin')
    expect(rulesForEveryState(whole, '', page)).not.toContain('@keyframes')
  })
})
