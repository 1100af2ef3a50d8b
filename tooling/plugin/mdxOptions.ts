import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'

/** One set of MDX plugins for the site build (vite.config.ts) and the content check, so both read MDX alike. */
export const mdxOptions = {
  remarkPlugins: [remarkFrontmatter, remarkGfm],
  // Slugs on headings give each legal section an anchor for the table of contents.
  rehypePlugins: [rehypeSlug],
}
