import shell from 'virtual:site-shell'
import type { IconName } from '../../lib/content/iconNames.ts'

/**
 * A content icon by the name an editor wrote, drawn from the build's SVG sprite (lib/build/iconSprite.ts), so pages
 * carry no icon drawings in their JavaScript. Decorative: the text beside it carries the meaning.
 */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${shell.iconSprite}#${name}`} />
    </svg>
  )
}
