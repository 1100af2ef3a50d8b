import { createInterface } from 'node:readline'
import { normaliseEmail } from '../privacy/selection.ts'

/**
 * The address a privacy request is about. Given on the command line it stays in the shell's history and in npm's
 * logs (~/.npm/_logs keeps every command's arguments), so `--email -` reads it from standard input instead: one line
 * piped in, or typed at a prompt when standard input is a terminal.
 */
export const fromStandardInput = '-'

export const commandLineWarning =
  'Warning: an address on the command line may stay in your shell history and in npm logs; next time use `--email -` and type or pipe it in.\n'

/** Standard input as the staff tool reads it; `isTTY` says a person is there to be asked. */
export type AddressInput = NodeJS.ReadableStream & { isTTY?: boolean }

/** Why an address was refused; the message never repeats what was given, which may be someone's address. */
export class AddressError extends Error {}

/** The first line of `input`, asking for it on `prompt` first when a person is typing. Undefined when input ends. */
export async function readAddressLine(
  input: AddressInput,
  prompt: (text: string) => void,
): Promise<string | undefined> {
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false })
  if (input.isTTY) prompt('E-mail address of the person: ')
  try {
    for await (const line of lines) return line
    return undefined
  } finally {
    lines.close()
  }
}

/**
 * Checks an address, from the command line or standard input alike. An erase also removes set-aside torn lines that
 * merely contain the address, so a fragment ("jo", or an empty line) would match far more than one person.
 */
export function checkedAddress(given: string | undefined): string {
  const address = (given ?? '').trim()
  if (address === '') {
    throw new AddressError(
      'No e-mail address was given: type it at the prompt, or pipe one line holding it into `--email -`.',
    )
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
    throw new AddressError(
      'That is not one e-mail address (a name, an @ and a domain, with no spaces): give the address the person wrote from.',
    )
  }
  return address
}

/**
 * An address as summaries print it: enough for staff to see it is the right person, not enough to read it back
 * from a terminal's scrollback or a saved output. `Zenobia.Q@Example.org` becomes `z***@e***.org`.
 */
export function maskAddress(address: string): string {
  const normalised = normaliseEmail(address)
  const at = normalised.lastIndexOf('@')
  const local = normalised.slice(0, at)
  const domain = normalised.slice(at + 1)
  const dot = domain.lastIndexOf('.')
  const suffix = dot > 0 ? domain.slice(dot) : ''
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${suffix}`
}
