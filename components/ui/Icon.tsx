import type { IconName } from '../../lib/content/iconNames.ts'
import { icons } from './iconDrawings.ts'

/** A content icon by the name an editor wrote, drawn inline. Decorative: the text beside it carries the meaning. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Drawing = icons[name]
  return <Drawing className={className} strokeWidth={1.75} aria-hidden="true" focusable="false" />
}
