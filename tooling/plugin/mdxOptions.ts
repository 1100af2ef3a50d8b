import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { remarkContentAsData } from './remarkContentAsData.ts'

/**
 * One set of MDX plugins for the site build (vite.config.ts), the content check and the editor's preview, so all
 * read MDX alike, and none turns a body holding code into JavaScript.
 */
export const mdxOptions = {
  remarkPlugins: [remarkFrontmatter, remarkGfm, remarkContentAsData],
  // Slugs on headings give each legal section an anchor for the table of contents.
  rehypePlugins: [rehypeSlug],
}
