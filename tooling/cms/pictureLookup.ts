/**
 * The picture a picture field holds, found to be shown. The content files write a picture's path from content/images/
 * without a leading slash (illustrations/initiatives/dubai-d33.svg, news/x.png), the one form the schemas accept; Sveltia
 * CMS reads such a path as beside the entry's own file, finds nothing there, and drew a file icon with the path where
 * the drawing or the photograph should be. It has no option for it (a field's `public_folder` names where the path
 * starts, but a relative value is still looked for beside the entry). This change to its bundle looks for a relative
 * path there first, as before, and then from the pictures' root, as the field's folder names it: the field shows the
 * picture, and the value stays as the file has it.
 */
export const pictureLookupPatches = [
  {
    from: 'return oq(n)?nq({path:n,...t}):aq({path:n,...t})}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the bundle's own source text, written as it will run.
    to: 'return oq(n)?nq({path:n,...t})??aq({path:`/${n}`,...t}):aq({path:n,...t})}',
  },
]
