import type { ReactNode } from 'react'
import { fieldErrorClass } from '../../lib/contactAnswer.ts'

/** What a control needs to be named by its label and described by its error. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

interface Props {
  id: string
  label: string
  /** The word shown beside the label of a field that may stay empty; required fields get an asterisk instead. */
  optional?: string
  error?: string
  children: (control: ControlProps) => ReactNode
}

/** A label, its control, and the control's error message right under it, announced as it appears. */
export function FormField({ id, label, optional, error, children }: Props) {
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="flex items-baseline justify-between gap-2 text-sm font-semibold text-slate-800">
        <span>
          {label}
          {!optional && (
            <span className="ms-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          )}
        </span>
        {optional && <span className="text-xs font-normal text-slate-500">{optional}</span>}
      </label>
      <div className="mt-2">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          'aria-required': optional ? undefined : true,
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The look of every control, but its text colour: a sky ring when focused, a red one while invalid (thicker when focused). */
export const controlShape = [
  'block min-h-11 w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-base shadow-sm',
  'ring-1 ring-inset ring-slate-300 placeholder:text-slate-400',
  'focus:outline-none focus:ring-2 focus:ring-sky-600',
  'aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600 aria-[invalid=true]:focus:ring-[3px]',
].join(' ')

export const controlClass = `${controlShape} text-slate-900`
