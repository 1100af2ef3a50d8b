// The preview's vike/abort: a page the route registry lacks cannot be previewed (loadPage throws what this returns).
export const render = (status: number) => new Error(`This entry has no page to show (${status}).`)
