// https://vike.dev/route
// Beside pages/contact rather than inside it, so it does not inherit the contact page's script (React and the form):
// a confirmation is plain HTML with the site's small shared script.
export default '/contact/sent'
