// https://vike.dev/title
import shell from 'virtual:site-shell'

export default `${shell.notFound.title} | ${shell.company.name}`
