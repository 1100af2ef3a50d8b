/**
 * The order of an editor's lists of entries in its own language. Sveltia CMS sorts a collection by the values of its
 * default language, English for both editors (`default_locale` also decides where files go, so it stays English), and
 * compares them with a collator of the browser's language: /admin/ar listed the initiatives by their English titles
 * under a list that shows the Arabic ones. It has no option for either (`sortable_fields` names fields, not a
 * language). These two changes to its bundle sort by the values of the editor's language (`window.editorContentLocale`,
 * which tooling/cms/adminPage.ts sets from the page's language, as it does for the titles the list shows) and compare
 * them the way that language does (Intl.Collator('ar') in /admin/ar, 'en' in /admin). Entries are saved and grouped as
 * before; the assets' lists, which share the CMS's sorting helper, keep the collator they had.
 */
export const listOrderPatches = [
  // The sorting helper takes the comparison to use, the CMS's own unless given one.
  {
    from: 'NB=(e,t,n,r)=>{let i=e.map(e=>({item:e,key:t(e)}));return i.sort(({key:e},{key:t})=>n?RO(e,t):e-t)',
    to: 'NB=(e,t,n,r,$compare=RO)=>{let i=e.map(e=>({item:e,key:t(e)}));return i.sort(({key:e},{key:t})=>n?$compare(e,t):e-t)',
  },
  // An entries' list is sorted by the values of the editor's language, where the collection has that language…
  {
    from: 'let{name:a,_i18n:{defaultLocale:o}}=t,s=JB(t)',
    to: 'let{name:a,_i18n:{defaultLocale:$default,allLocales:$locales}}=t,o=$locales?.includes(self.editorContentLocale)?self.editorContentLocale:$default,s=JB(t)',
  },
  // …compared the way that language sorts its words.
  {
    from: 'HRe.includes(n)}),!d&&u===String,r);',
    to: 'HRe.includes(n)}),!d&&u===String,r,new Intl.Collator(o,{numeric:!0,sensitivity:`base`}).compare);',
  },
]
