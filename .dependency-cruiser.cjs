// The import graph's one rule, checked by `npm run lint`: no circle of imports anywhere in the repository, type-only
// imports included (a circle of types still ties the files' meanings together, and is how a runtime circle starts).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'These files import each other in a circle. Move what both need into a module of its own that imports neither (a type into the file that owns it, say).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Read imports from the TypeScript source before compilation, so `import type` and type-only exports count.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Installed and generated files: dist/ is the build's output, public/ and .cache/ its working files.
    exclude: { path: '(^|/)(node_modules|dist|public|\.cache)/' },
  },
}
