/**
 * The SQLSTATE of an error PostgreSQL raised over the data it was given: class 22 (data exception, such as a NUL in
 * text) or 23 (integrity constraint violation). Such a post fails the same way however often it is sent, so it is the
 * sender's to change, not an outage; undefined for anything else (a lost connection, a timeout, a full disk).
 */
export function refusedDataCode(error: unknown): string | undefined {
  const { code } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown }
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code) ? code : undefined
}
