// The package ships no types; these are the two functions of its API this site calls.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string
  }
  export function newStemmer(language: string): Stemmer
  export function algorithms(): string[]
}
