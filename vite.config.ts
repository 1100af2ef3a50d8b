import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { sitePlugin } from './tooling/plugin/sitePlugin.ts'
import { mdxOptions } from './tooling/plugin/mdxOptions.ts'

export default defineConfig({
  plugins: [
    // Checks content/ before anything is built, and makes the images, the company profile and the other site files.
    sitePlugin(),
    { enforce: 'pre', ...mdx({ ...mdxOptions, jsxImportSource: 'react' }) },
    react({ include: /\.(mdx|tsx?)$/ }),
    vike(),
  ],
  build: { target: 'es2022', minify: 'terser', terserOptions: { compress: { passes: 2 } } },
})
