/** An error in one line for a log or a message: its code and message, never a stack or the data it was about. */
export function errorSummary(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message
  }
  return String(error)
}
