// `?image=<family>` imports of static pictures (scripts/vite/images-plugin.ts): the source's path and hash.
declare module '*?image=screen' {
  const image: import('./image-ref').ImageRef;
  export default image;
}
declare module '*?image=poster' {
  const image: import('./image-ref').ImageRef;
  export default image;
}
declare module '*?image=posterMobile' {
  const image: import('./image-ref').ImageRef;
  export default image;
}
declare module '*?image=person' {
  const image: import('./image-ref').ImageRef;
  export default image;
}
