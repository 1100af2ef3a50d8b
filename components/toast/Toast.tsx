import './toast.css'
import * as ToastPrimitives from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import type { ToastVariant } from './useToast.ts'

// The styled parts of a toast, on Radix Toast (which brings the live-region announcements, the timer that pauses on
// hover and focus, swipe to dismiss and the F8 hotkey). Adapted from shadcn/ui's toast.

/**
 * How long a toast stays, how it is swiped away: towards the edge it sits at, the right on an
 * English page and the left on an Arabic one.
 */
export function ToastProvider({
  dir = 'ltr',
  ...props
}: ComponentProps<typeof ToastPrimitives.Provider> & { dir?: 'ltr' | 'rtl' }) {
  return (
    <ToastPrimitives.Provider
      duration={5000}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      swipeThreshold={50}
      {...props}
    />
  )
}

/** Where toasts appear: the bottom end corner, full width on phones and at most 420 px from medium screens up. */
export function ToastViewport({ className = '', ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      hotkey={['F8']}
      className={`fixed bottom-0 end-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-sky-600 md:max-w-[420px] ${className}`}
      {...props}
    />
  )
}

const variants: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-200 bg-red-50 text-red-950',
}

const motion = [
  'motion-safe:data-[state=open]:animate-[toast-in_200ms_ease-out]',
  'motion-safe:data-[state=closed]:animate-[toast-out_150ms_ease-in]',
  'motion-safe:data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]',
  'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
  'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
].join(' ')

type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & { variant?: ToastVariant }

export function Toast({ variant = 'default', className = '', ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      data-variant={variant}
      className={`group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pe-12 shadow-lg ${variants[variant]} ${motion} ${className}`}
      {...props}
    />
  )
}

export function ToastTitle({ className = '', ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={`text-sm font-semibold ${className}`} {...props} />
}

export function ToastDescription({ className = '', ...props }: ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={`text-sm break-words opacity-90 ${className}`} {...props} />
}

/** A button in the toast; `altText` tells screen-reader users how to reach the same action elsewhere. */
export function ToastAction({ className = '', ...props }: ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={`inline-flex min-h-11 shrink-0 items-center justify-center self-center rounded-lg px-3 text-sm font-semibold ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-100 group-data-[variant=destructive]:ring-red-300 group-data-[variant=destructive]:hover:bg-red-100 ${className}`}
      {...props}
    />
  )
}

/** The close button, always visible (not only on hover) so touch and keyboard users find it too. */
export function ToastClose({
  label,
  className = '',
  ...props
}: ComponentProps<typeof ToastPrimitives.Close> & { label: string }) {
  return (
    <ToastPrimitives.Close
      aria-label={label}
      className={`absolute end-1 top-1 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 group-data-[variant=destructive]:text-red-700 group-data-[variant=destructive]:hover:bg-red-100 ${className}`}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitives.Close>
  )
}
