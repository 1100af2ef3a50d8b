/** One run of a word diff: words both texts share, or words only the old or only the new text has. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/**
 * The words of `before` and `after` compared, as a translator reads a change: what stayed, what went, what came.
 * Words are split at spaces, which both languages put between words; the longest run of common words is kept
 * (a longest common subsequence, fine for the length of a field or a paragraph).
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.split(/(\s+)/).filter(Boolean)
  const b = after.split(/(\s+)/).filter(Boolean)
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!)
    }
  }
  const parts: DiffPart[] = []
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1)
    if (last?.kind === kind) last.text += text
    else parts.push({ kind, text })
  }
  let [i, j] = [0, 0]
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]!)
      i++
      j++
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) push('removed', a[i++]!)
    else push('added', b[j++]!)
  }
  while (i < a.length) push('removed', a[i++]!)
  while (j < b.length) push('added', b[j++]!)
  return grouped(parts)
}

/**
 * Changes separated only by spaces read as one: "[-ten-year agenda-]{+decade-long plan+}" rather than
 * "[-ten-year-]{+decade-long+} [-agenda-]{+plan+}".
 */
function grouped(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = []
  let removed = ''
  let added = ''
  const flush = () => {
    if (removed) out.push({ kind: 'removed', text: removed })
    if (added) out.push({ kind: 'added', text: added })
    removed = ''
    added = ''
  }
  parts.forEach((part, index) => {
    const next = parts[index + 1]
    const between = part.kind === 'same' && !part.text.trim() && (removed || added) && next && next.kind !== 'same'
    if (part.kind === 'removed') removed += part.text
    else if (part.kind === 'added') added += part.text
    else if (between) {
      if (removed) removed += part.text
      if (added) added += part.text
    } else {
      flush()
      out.push({ ...part })
    }
  })
  flush()
  return out
}

/** The diff as plain text: [-removed-] {+added+}, as `git diff --word-diff` writes it. */
export function plainWordDiff(parts: readonly DiffPart[]): string {
  return parts
    .map((part) =>
      part.kind === 'same' ? part.text : part.kind === 'removed' ? `[-${part.text}-]` : `{+${part.text}+}`,
    )
    .join('')
}
