// `npm run cms`: the editors' CMS on this clone's working tree, at http://127.0.0.1:3000/admin (PORT to change it).
// In Chrome or Edge, "Work with Local Repository" and this clone's folder: saves are written into the files here,
// to be reviewed with git and committed like any other change.
process.env.HOST ??= '127.0.0.1'
const port = process.env.PORT ?? '3000'
await import('./start.mjs')
console.log(
  `\nThe editor: http://127.0.0.1:${port}/admin\n` +
    '  Choose "Work with Local Repository", then this folder (Chrome or Edge; other browsers cannot write files).\n' +
    '  Saves change the files under content/ here: `git diff` shows them, `npm run dev` shows the pages.\n',
)
