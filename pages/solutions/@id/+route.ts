// https://vike.dev/route
export default '/solutions/@id'
