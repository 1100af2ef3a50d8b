// https://vike.dev/headHtmlBegin
// Where Vike puts the page's stylesheet: after the <meta charset> that vike-react writes first in <head>, not before
// it. tooling/postbuild/inlineCss.ts then inlines the rules the page uses in its place, and the charset declaration must stay
// within the first 1024 bytes of the document.
export default () => '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
