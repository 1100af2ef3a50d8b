import logoMarkSvg from '../../content/images/logo-mark.svg?raw'

/**
 * The logo mark's drawing as the pages carry it: in the header and the footer, and as the site's icon in the head.
 * The line breaks and indents between its tags draw nothing, and every page sends the mark three times.
 */
export const logoMark = logoMarkSvg.replace(/>\s+</g, '><').trim()
