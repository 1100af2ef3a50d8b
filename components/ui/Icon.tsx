import drawings from 'virtual:icon-drawings'
import shell from 'virtual:site-shell'
import type { IconName } from '../../lib/content/iconNames.ts'

/**
 * A content icon by the name an editor wrote. A prerendered page draws it inline, so the first paint waits for no
 * sprite file; rendered in the browser (after a client-side navigation) it uses the build's SVG sprite
 * (lib/build/iconSprite.ts), so no drawing ships as JavaScript. Hydration keeps the inline drawing: React does not
 * compare the inside of dangerouslySetInnerHTML. Decorative: the text beside it carries the meaning.
 */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const shapes = import.meta.env.SSR ? drawings[name] : `<use href="${shell.iconSprite}#${name}"></use>`
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
      dangerouslySetInnerHTML={{ __html: shapes ?? '' }}
      suppressHydrationWarning
    />
  )
}
