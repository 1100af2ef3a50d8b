import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react'

// The notification queue: plain state outside React, so `toast()` can be called from any event handler or hook and
// every mounted Toaster sees the same list. Adapted from shadcn/ui's use-toast.

/** At most one toast is shown: a new one replaces the one on screen. */
const toastLimit = 1
/** A dismissed toast stays in the list, closed, this long before it is removed. */
const toastRemoveDelay = 1_000_000

export type ToastVariant = 'default' | 'destructive'

export interface ToastContent {
  title?: ReactNode
  description?: ReactNode
  /** A <ToastAction altText="..."> button. */
  action?: ReactElement
  variant?: ToastVariant
}

export interface ToasterToast extends ToastContent {
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & Pick<ToasterToast, 'id'> }
  /** Without an id, every toast. */
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string }

export function toastReducer(toasts: ToasterToast[], action: Action): ToasterToast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, toastLimit)
    case 'update':
      return toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t))
    case 'dismiss':
      return toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t))
    case 'remove':
      return action.id === undefined ? [] : toasts.filter((t) => t.id !== action.id)
  }
}

const noToasts: ToasterToast[] = []
let toasts = noToasts
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function dispatch(action: Action): void {
  if (action.type === 'dismiss') {
    for (const t of toasts) if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id)
  }
  toasts = toastReducer(toasts, action)
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return
  const timer = setTimeout(() => {
    removalTimers.delete(id)
    dispatch({ type: 'remove', id })
  }, toastRemoveDelay)
  removalTimers.set(id, timer)
}

let count = 0

/** Shows a toast, replacing the one on screen. Returns handles to change or close it later. */
export function toast(content: ToastContent) {
  const id = String(++count)
  const dismiss = () => dispatch({ type: 'dismiss', id })
  const update = (changes: ToastContent) => dispatch({ type: 'update', toast: { ...changes, id } })
  dispatch({
    type: 'add',
    toast: {
      ...content,
      id,
      open: true,
      // Radix closes a toast itself when its time is up, on a swipe, Escape or the close button.
      onOpenChange: (open) => {
        if (!open) dismiss()
      },
    },
  })
  return { id, dismiss, update }
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', id })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current toasts (none while prerendering), and the functions that change them. */
export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  )
  return { toasts: current, toast, dismiss: dismissToast }
}
