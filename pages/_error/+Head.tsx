// https://vike.dev/Head
// An address the site does not have must not be indexed, whatever the status a host in front of us sends.
export default function Head() {
  return <meta name="robots" content="noindex" />
}
