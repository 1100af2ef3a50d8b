import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss'
import { first, type HtmlDocument } from '../../lib/html.ts'

/**
 * Beasties inlines the rules that match a page's elements as they are built: a closed menu's `[open]` rules, the
 * scroll reveal's `[data-reveal=hidden]` and the like match nothing then, and used to arrive with the whole
 * stylesheet after the first paint. A stylesheet added to a drawn page makes the browser style every element again
 * (its base rules match every element), a long task on a phone. So the inlined rules take in, besides Beasties' pick,
 * every rule of the stylesheet that an element of the page can match in some state (open, hovered, focused, revealed),
 * and a page without an island needs no stylesheet after its first paint.
 */

/** Pseudo-classes that depend on no state, which css-select evaluates on the built page; every other is a state. */
const structural = new Set([
  'first-child',
  'last-child',
  'first-of-type',
  'last-of-type',
  'only-child',
  'empty',
  'root',
])
/**
 * Attributes that change while the page is used (a <details> opened, the reveal's script, the islands' states):
 * an attribute selector on one of them is read as "the element has it or may have it".
 */
const stateAttributes = [
  'open',
  'data-reveal',
  'aria-pressed',
  'aria-invalid',
  'aria-expanded',
  'data-state',
  'data-swipe',
]
/** The elements a pseudo-element written alone can belong to: `::backdrop` alone is no reason to inline a rule. */
const pseudoElementHosts: Record<string, string> = {
  backdrop: 'dialog,[popover]',
  '-webkit-inner-spin-button': 'input[type=number]',
  '-webkit-outer-spin-button': 'input[type=number]',
  '-webkit-search-decoration': 'input[type=search]',
  '-webkit-file-upload-button': 'input[type=file]',
  'file-selector-button': 'input[type=file]',
  placeholder: 'input,textarea',
  '-moz-placeholder': 'input,textarea',
}

/**
 * `selector` with its states taken out, to be looked for on the built page: pseudo-elements and state pseudo-classes
 * (`:hover`, `:focus-visible`, `::placeholder`) removed, a state attribute kept only as being there or not. Escaped
 * characters of Tailwind's class names (`.hover\:bg-slate-100`, `.aria-\[current\=page\]\:…`) are left alone.
 */
export function withoutStates(selector: string): string {
  const states = stateAttributes.join('|')
  return (
    selector
      // A pseudo-element or a pseudo-class without arguments, not escaped: `::before`, `:hover`. A pseudo-element
      // written alone (`::placeholder`) stands for the elements that have it.
      .replace(
        /(?<!\\)(::?)([a-z-]+)(?![a-z-]*\()/gi,
        (whole, colons: string, name: string, at: number, text: string) => {
          const lower = name.toLowerCase()
          if (structural.has(lower)) return whole
          const host = colons === '::' ? pseudoElementHosts[lower] : undefined
          return host && (at === 0 || /[\s>+~(,]/.test(text[at - 1]!)) ? `:is(${host})` : ''
        },
      )
      // `[open]` goes; `[data-reveal=hidden]` becomes `[data-reveal]`, which the built page's sections carry.
      .replace(new RegExp(`(?<!\\\\)\\[(${states})(?:[~|^$*]?=[^\\]]*)?\\]`, 'g'), (_whole, name: string) =>
        name === 'data-reveal' ? '[data-reveal]' : '',
      )
      .replace(/\s+/g, ' ')
      .replace(/ ?([>+~]) ?/g, '$1')
      // A compound left empty (`:focus-visible`, `.group[open] ::marker`) stands for any element.
      .replace(/(^|[ >+~(,])(?=[ >+~),]|$)/g, '$1*')
      .trim()
  )
}

/** Whether an element of `document` matches `selector` in some state; a selector css-select cannot read is kept. */
function canMatch(selector: string, document: HtmlDocument): boolean {
  try {
    return first(withoutStates(selector), document) !== null
  } catch {
    return true
  }
}

/** A rule's place: the at-rules it sits in, e.g. `@media (min-width: 1024px)`. */
function placeOf(node: ChildNode): string {
  const parents: string[] = []
  let parent = node.parent
  while (parent?.type === 'atrule') {
    const atRule = parent as AtRule
    parents.unshift(`@${atRule.name} ${atRule.params}`)
    parent = atRule.parent
  }
  return parents.join(' ')
}

const declarationsOf = (rule: Rule) =>
  rule.nodes
    .flatMap((node) =>
      node.type === 'decl' ? [`${node.prop}:${node.value.trim()}${node.important ? '!important' : ''}`] : [],
    )
    .join(';')

/** One key per selector of each rule, and one per other at-rule (@keyframes, @page), to compare two stylesheets. */
function keysOf(root: Root): Set<string> {
  const keys = new Set<string>()
  root.walkRules((rule) => {
    // A keyframe (`from`, `50%`) is compared as part of its @keyframes.
    if (rule.parent?.type === 'atrule' && !isContainer(rule.parent as AtRule)) return
    for (const selector of rule.selectors) keys.add(`${placeOf(rule)}|${selector}|${declarationsOf(rule)}`)
  })
  root.walkAtRules((atRule) => {
    if (!isContainer(atRule)) keys.add(`${placeOf(atRule)}|${atRule.toString()}`)
  })
  return keys
}

/** At-rules that hold rules for elements (@media, @supports), as against @keyframes, @font-face and @page. */
const isContainer = (atRule: AtRule) => ['media', 'supports', 'container', 'layer'].includes(atRule.name)

/**
 * The stylesheet `whole` cut to the rules Beasties inlined (`inlined`) and every rule an element of `document` can
 * match in some state, in the stylesheet's order, so the cascade is the stylesheet's.
 */
export function rulesForEveryState(whole: string, inlined: string, document: HtmlDocument): string {
  const keep = keysOf(postcss.parse(inlined))
  const root = postcss.parse(whole)
  const animations = new Set<string>()
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && !isContainer(rule.parent as AtRule)) return
    const place = placeOf(rule)
    const kept = rule.selectors.filter(
      (selector) => keep.has(`${place}|${selector}|${declarationsOf(rule)}`) || canMatch(selector, document),
    )
    if (kept.length === 0) rule.remove()
    else {
      if (kept.length < rule.selectors.length) rule.selectors = kept
      rule.walkDecls(/^animation(-name)?$/, (declaration) => {
        for (const word of declaration.value.split(/[\s,]+/)) animations.add(word)
      })
    }
  })
  root.walkAtRules((atRule) => {
    if (isContainer(atRule)) return
    const used = atRule.name === 'keyframes' ? animations.has(atRule.params) : false
    if (!used && !keep.has(`${placeOf(atRule)}|${atRule.toString()}`)) atRule.remove()
  })
  // Custom properties as Beasties writes them, without the space after the colon (an empty value keeps one).
  root.walkDecls(/^--/, (declaration) => {
    declaration.raws.between = ':'
    declaration.value = declaration.value.trim() || ' '
  })
  // Containers left empty, innermost first.
  let emptied = true
  while (emptied) {
    emptied = false
    root.walkAtRules((atRule) => {
      if (isContainer(atRule) && (atRule.nodes?.length ?? 0) === 0) {
        atRule.remove()
        emptied = true
      }
    })
  }
  return root.toString()
}
