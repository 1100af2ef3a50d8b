import fs from 'node:fs'
import YAML, { isMap, isPair, isScalar, isSeq, LineCounter, type Node, type Pair } from 'yaml'

/** A place in a file as editors and GitHub count it: both from 1. */
export interface Position {
  line: number
  col: number
}

/**
 * Where each field of a YAML text sits, found from the `yaml` package's source ranges: a data file, or the
 * frontmatter of an MDX file, whose lines are counted from `firstLine` (the line after its opening ---).
 */
export class FieldPositions {
  private readonly document: YAML.Document
  private readonly lines = new LineCounter()

  constructor(
    source: string,
    private readonly firstLine = 1,
  ) {
    this.document = YAML.parseDocument(source, { lineCounter: this.lines, keepSourceTokens: false })
  }

  /**
   * The value of the field at `path` (or its name, for `part: 'key'`, as for a field that should not be there). A
   * field that is missing points at the field it belongs in, and a file missing everything at its first line.
   */
  at(path: readonly PropertyKey[], part: 'value' | 'key' = 'value'): Position {
    let node: unknown = this.document.contents
    let pair: Pair | undefined
    for (const segment of path) {
      if (isMap(node)) {
        const found = node.items.find(
          (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment),
        )
        if (!found) return this.keyOf(pair) ?? this.start(node) ?? this.top()
        pair = found
        node = found.value
      } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
        pair = undefined
        node = node.items[segment]
      } else {
        return this.keyOf(pair) ?? this.start(node) ?? this.top()
      }
    }
    // A group of fields or a list is named by its own name: a field missing from it, or an item too many, is there.
    if (part === 'key' || isMap(node) || isSeq(node)) return this.keyOf(pair) ?? this.start(node) ?? this.top()
    return this.start(node) ?? this.keyOf(pair) ?? this.top()
  }

  /** A place counted from the start of the YAML text (an offset in it, or a line and column of it) in the file. */
  offset(offset: number): Position {
    const { line, col } = this.lines.linePos(offset)
    return { line: line + this.firstLine - 1, col }
  }

  private keyOf(pair: Pair | undefined): Position | undefined {
    return pair ? this.start(pair.key) : undefined
  }

  private start(node: unknown): Position | undefined {
    const range = (node as Node | null)?.range
    return range ? this.offset(range[0]) : undefined
  }

  private top(): Position {
    return { line: this.firstLine, col: 1 }
  }
}

/** The fields of a file under content/, located: its whole text for .yaml, its frontmatter for .mdx. */
export function fieldPositions(file: string, source = readOrEmpty(file)): FieldPositions {
  if (!file.endsWith('.mdx')) return new FieldPositions(source)
  const lines = source.split('\n')
  const open = lines.findIndex((line) => line.trim() === '---')
  const close = lines.findIndex((line, index) => index > open && line.trim() === '---')
  if (open === -1 || close === -1) return new FieldPositions('', 1)
  return new FieldPositions(lines.slice(open + 1, close).join('\n'), open + 2)
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
