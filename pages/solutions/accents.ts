/**
 * The classes of a solution's accent colour (content/solutions/<id>.mdx `color`). Written out in full so Tailwind
 * finds every class in the source.
 */
export const accents = {
  sky: {
    bar: 'bg-sky-600',
    badge: 'bg-sky-50 text-sky-700 ring-sky-100',
    text: 'text-sky-700',
    border: 'border-sky-600',
    hover: 'hover:border-sky-300',
  },
  emerald: {
    bar: 'bg-emerald-600',
    badge: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
    text: 'text-emerald-700',
    border: 'border-emerald-600',
    hover: 'hover:border-emerald-300',
  },
} as const
