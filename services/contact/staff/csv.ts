// Characters that make a spreadsheet read a cell as a formula (or hide one behind a control character): a visitor
// could otherwise type `=HYPERLINK(...)` into the form and have it run on a colleague's machine.
const formulaStart = /^[=+\-@\t\r]/

/** One CSV cell: neutralised with a leading apostrophe when it could start a formula, quoted when it must be. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * RFC 4180 CSV with CRLF line ends, preceded by a byte-order mark: without it, Excel opens UTF-8 as another code page
 * and garbles every non-English name.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
