/** Every problem found in content/, gathered so an editor sees all of them at once rather than one per build. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      [
        `The website content has ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}:`,
        ...problems.map((problem) => `  - ${problem}`),
        'Fix each file named above (every visible word lives in content/), then run `npm run check:content` again.',
      ].join('\n'),
    )
    this.name = 'ContentError'
  }
}

/** Collects problems while the content is read, then fails once with the whole list. */
export class Problems {
  readonly list: string[] = []

  add(...problems: string[]): void {
    this.list.push(...problems)
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ContentError(this.list)
  }
}
