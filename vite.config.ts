import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { sitePlugin } from './lib/build/sitePlugin.ts'
import { mdxOptions } from './lib/content/mdxOptions.ts'

export default defineConfig({
  plugins: [
    // Checks content/ before anything is built, and makes the images and the company profile.
    sitePlugin(),
    { enforce: 'pre', ...mdx({ ...mdxOptions, jsxImportSource: 'react' }) },
    react({ include: /\.(mdx|tsx?)$/ }),
    vike(),
  ],
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // React DOM in a module of its own, so the browser evaluates it in a task of its own after the first paint
        // (lib/client/hydrateAfterPaint.ts), not together with everything that imports it.
        manualChunks(id) {
          if (/node_modules\/(react-dom|scheduler)\//.test(id)) return 'react-dom'
        },
      },
    },
  },
})
