// https://vike.dev/route
export default '/vision/@slug'
