// https://vike.dev/Head
// A confirmation is only ever reached by sending the form: search engines must not list it.
export default function Head() {
  return <meta name="robots" content="noindex" />
}
