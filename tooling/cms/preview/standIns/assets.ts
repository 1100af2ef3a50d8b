let resolve: (src: string) => string | undefined = () => undefined

/**
 * Where a picture or drawing the build has not made yet (uploaded in the CMS since) is found: the CMS's own address of
 * the file, given by the preview pane.
 */
export function findNewFilesWith(find: (src: string) => string | undefined): void {
  resolve = find
}

/**
 * The address of a picture the build did not make. A file uploaded into a new entry is named by the CMS's blob:
 * address until the entry is saved, which the preview's document (of the same origin) draws as it is.
 */
export const newFile = (src: string) => (src.startsWith('blob:') ? src : resolve(src))
