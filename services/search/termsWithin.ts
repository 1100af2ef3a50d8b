// Words with a letter or two wrong («strtaegy») are found by the site's words within that many edits (Levenshtein:
// a letter added, left out or changed). MiniSearch finds them by walking its whole tree of terms with the word, which
// cost 0.1–0.8 ms a word and was most of a search's time. This finds the same words by symmetric deletion (the
// method of SymSpell): two words are within d edits only if deleting at most d letters from each makes them equal,
// so every term is filed, at start, under each way of deleting up to d of its letters, and a word looks up its own
// deletions, then measures the few terms found. With the site's few thousand terms that is about 60,000 entries.

/** Each string made by deleting at most `count` letters of `word`, the word itself included. */
function deletions(word: string, count: number): Set<string> {
  const found = new Set([word])
  let last = [word]
  for (let round = 0; round < count; round++) {
    const next: string[] = []
    for (const each of last) {
      for (let at = 0; at < each.length; at++) {
        const shorter = each.slice(0, at) + each.slice(at + 1)
        if (!found.has(shorter)) {
          found.add(shorter)
          next.push(shorter)
        }
      }
    }
    last = next
  }
  return found
}

/** The edit distance of `a` and `b` (letters added, left out or changed), or more than `most` when it is. */
export function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let smallest = i
    for (let j = 1; j <= b.length; j++) {
      const changed = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min(changed, previous[j]! + 1, current[j - 1]! + 1)
      smallest = Math.min(smallest, current[j]!)
    }
    if (smallest > most) return most + 1
    previous = current
  }
  return previous[b.length]!
}

/** The terms of an index, filed so that those within a few edits of a word are found at once. */
export class TermsWithin {
  readonly #byDeletion = new Map<string, string[]>()
  readonly maxDistance: number

  constructor(terms: Iterable<string>, maxDistance: number) {
    this.maxDistance = maxDistance
    for (const term of terms) {
      for (const deleted of deletions(term, maxDistance)) {
        const filed = this.#byDeletion.get(deleted)
        if (filed) filed.push(term)
        else this.#byDeletion.set(deleted, [term])
      }
    }
  }

  /**
   * The terms within `distance` edits of `word` (at most maxDistance), each with its distance.
   */
  of(word: string, distance: number): [term: string, distance: number][] {
    if (distance > this.maxDistance) {
      throw new Error(`Terms are filed for ${this.maxDistance} edits at most, not ${distance}: file them for more.`)
    }
    const measured = new Set<string>()
    const found: [string, number][] = []
    for (const deleted of deletions(word, distance)) {
      for (const term of this.#byDeletion.get(deleted) ?? []) {
        if (measured.has(term)) continue
        measured.add(term)
        const edits = editDistance(word, term, distance)
        if (edits <= distance) found.push([term, edits])
      }
    }
    return found
  }
}
