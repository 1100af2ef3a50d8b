// https://vike.dev/description
import shell from 'virtual:site-shell'

export default shell.notFound.text
