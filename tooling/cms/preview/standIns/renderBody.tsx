// The preview's renderBody (lib/mdx/renderBody.server.tsx): the body as the editor is typing it, rendered with the
// site's MDX plugins and company-fact components. The site compiles MDX to JavaScript (@mdx-js/mdx), which a browser
// could only run through eval, refused by /admin's policy; and MDX's parser of JavaScript (acorn) alone would double
// the script. So the body is parsed as MDX without JavaScript: Markdown with MDX's rules and its tags (<CompanyPhone />),
// the only MDX the content uses, and each tag drawn by the same component as on the site.
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { mdxJsxFromMarkdown } from 'mdast-util-mdx-jsx'
import { mdxJsx } from 'micromark-extension-mdx-jsx'
import { mdxMd } from 'micromark-extension-mdx-md'
import type { ComponentProps, ComponentType } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { type Processor, unified } from 'unified'
import type { Company } from '../../../../lib/content/schemas/company.ts'
import { type Locale, localizeHref } from '../../../../lib/locales.ts'
import { companyFactComponents } from '../../../../lib/mdx/companyFactComponents.tsx'
import { mdxOptions } from '../../../plugin/mdxOptions.ts'
import { currentContents, isEdited } from '../previewContent.ts'

/** MDX's syntax without its JavaScript: no indented code or raw HTML, and JSX tags. */
function remarkMdxTags(this: Processor) {
  const data = this.data()
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), mdxMd(), mdxJsx()]
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), mdxJsxFromMarkdown()]
}

const processor = unified()
  .use(remarkParse)
  .use(remarkMdxTags)
  .use(mdxOptions.remarkPlugins)
  .use(remarkRehype, { passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement'] })
  .use(mdxOptions.rehypePlugins)

/**
 * The HTML of an MDX body, its tags drawn by `components`; a tag the site has no component for is an error. With
 * `marked`, each of its blocks carries `data-preview-body`, so a click on it leads to the body's field.
 */
export function mdxHtml(body: string, components: Record<string, ComponentType>, marked = false): string {
  const tree = processor.runSync(processor.parse(body))
  if (marked) for (const block of tree.children) if (block.type === 'element') block.properties.dataPreviewBody = ''
  const element = toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: { a: components.a },
    // A tag's name is looked up here, as MDX looks it up among the components it is given; nothing is evaluated.
    createEvaluater: () => ({
      evaluateExpression(expression) {
        if (expression.type === 'Identifier' && Object.hasOwn(components, expression.name))
          return components[expression.name]
        throw new Error(
          expression.type === 'Identifier'
            ? `<${expression.name} /> is not a component of the site`
            : 'the text holds a JavaScript expression, which the site does not use',
        )
      },
      evaluateProgram() {
        throw new Error('the text holds JavaScript, which the site does not use')
      },
    }),
  })
  return renderToStaticMarkup(element)
}

/** The HTML of the MDX body of `file`, from the entry being edited (or the built content for the others). */
export async function renderBody(
  file: string,
  { company, locale }: { company: Company; locale: Locale },
): Promise<string> {
  const entries = Object.values(currentContents()[locale]).filter(Array.isArray).flat() as {
    file: string
    body: string
  }[]
  const entry = entries.find((each) => each.file === file)
  const a = ({ href = '', ...props }: ComponentProps<'a'>) => <a href={localizeHref(locale, href)} {...props} />
  return mdxHtml(entry?.body ?? '', { ...companyFactComponents(company, locale), a }, isEdited(file))
}
