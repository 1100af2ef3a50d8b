declare module 'virtual:site-shell' {
  const shells: Record<import('../../lib/locales.ts').Locale, import('./shellData.ts').ShellData>
  export default shells
}

declare module 'virtual:image-manifest' {
  const images: import('../images/buildImages.ts').ImageManifest
  export default images
}

declare module 'virtual:arabic-font' {
  const font: Omit<import('./arabicFont.ts').ArabicFont, 'files'>
  export default font
}

declare module 'virtual:illustrations' {
  const illustrations: import('../images/illustrations.ts').IllustrationManifest
  export default illustrations
}
