// https://vike.dev/Head
// A list of results is no page for search engines to list: the service says so in a header as well.
export default function Head() {
  return <meta name="robots" content="noindex" />
}
