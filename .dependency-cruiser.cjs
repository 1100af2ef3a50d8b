// The import graph's rules, checked by `npm run lint`: no circle of imports anywhere in the repository, type-only
// imports included (a circle of types still ties the files' meanings together, and is how a runtime circle starts);
// the code the site and the service run never reaches for the build's, the scripts' or the tests' code;
// and the contact form's storage at the bottom of its layers.
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
    {
      // The service is bundled with what it imports and runs where only the production dependencies are installed,
      // and pages are rendered with theirs: code of the build, the scripts or the tests pulled in would drag their
      // development dependencies along, or fail there. Their own tests may use the shared test support.
      name: 'run-time-imports-no-build-or-test-code',
      severity: 'error',
      comment:
        'lib/, pages/, components/ and services/ are what the site and the service run, and import none of tooling/, scripts/, testing/, tests/ or e2e/. Move what both sides need into lib/ (or beside the one component or page that uses it), and code only the build, a script or a test uses to that side.',
      from: { path: '^(lib|pages|components|services)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(tooling|scripts|testing|tests|e2e)/' },
    },
    {
      // Storage is the layer everything else of the contact form stands on: once it imports the delivery queue,
      // the erasure or the HTTP side, those can no longer be changed or tested without it, and the next import
      // closes a circle. Tests may reach across, as they exercise the whole service.
      name: 'store-depends-on-nothing-above',
      severity: 'error',
      comment:
        'services/contact/store/ keeps enquiries and nothing else, so it must not import mail/, privacy/, http/ or services/settings/. Have the store expose the primitive the other part needs and compose the two in services/contact/backends/ (or in whoever builds the service); move a name both need (a type, a field name) into a leaf such as enquiryRecord.ts or into store/ itself.',
      from: { path: '^services/contact/store/', pathNot: '\\.test\\.ts$' },
      to: { path: '^services/(contact/(mail|privacy|http)/|settings/)' },
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
