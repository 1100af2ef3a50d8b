/**
 * A request's path as the site's files are looked up by it: through decodeURI, as sirv does, or as it came when that
 * throws (a malformed escape). Whatever chooses by the path (the editor's headers, its configuration) compares this,
 * so /%61dmin, which is served /admin's files, is /admin there too. `%2F` stays encoded, as it does for the lookup.
 */
export function decodedPath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
