declare module 'virtual:site-shell' {
  const shell: import('./shellData.ts').ShellData
  export default shell
}

declare module 'virtual:image-manifest' {
  const images: import('../images/buildImages.ts').ImageManifest
  export default images
}
