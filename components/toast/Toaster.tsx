import { CircleAlert, CircleCheck } from 'lucide-react'
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './Toast.tsx'
import { useToast } from './useToast.ts'

export interface ToasterLabels {
  /** The notification area's name; "{hotkey}" becomes F8. */
  region: string
  /** Said before each notification. */
  toast: string
  /** The close button's name. */
  close: string
}

/** Renders the toast queue. Mount it once, on a page that shows toasts: the code ships only with that page. */
export function Toaster({ labels, dir }: { labels: ToasterLabels; dir: 'ltr' | 'rtl' }) {
  const { toasts } = useToast()
  return (
    <ToastProvider label={labels.toast} dir={dir}>
      {toasts.map(({ id, title, description, action, variant = 'default', ...props }) => {
        const Glyph = variant === 'destructive' ? CircleAlert : CircleCheck
        return (
          <Toast key={id} variant={variant} {...props}>
            <Glyph
              className={`mt-0.5 size-5 shrink-0 ${variant === 'destructive' ? 'text-red-600' : 'text-emerald-600'}`}
              aria-hidden="true"
            />
            <div className="grid min-w-0 flex-1 gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            {action}
            <ToastClose label={labels.close} />
          </Toast>
        )
      })}
      <ToastViewport label={labels.region} />
    </ToastProvider>
  )
}
