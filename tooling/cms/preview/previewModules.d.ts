declare module 'virtual:preview-snapshot' {
  export const snapshot: import('./snapshot.ts').PreviewSnapshot
  /** The order of each collection's entries, by the collection's key (lib/content/contentTypes.ts `compare`). */
  export const orders: Partial<Record<string, (a: unknown, b: unknown) => number>>
}
