declare module 'virtual:site-shell' {
  const shell: import('./shellData.ts').ShellData
  export default shell
}

declare module 'virtual:image-manifest' {
  const images: import('../images/buildImages.ts').ImageManifest
  export default images
}

declare module 'virtual:icon-drawings' {
  /** Empty in the browser's bundle: only prerendering draws icons inline. */
  const drawings: Partial<Record<import('../content/iconNames.ts').IconName, string>>
  export default drawings
}
