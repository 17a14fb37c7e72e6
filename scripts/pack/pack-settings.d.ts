/** Supplied by pack-cloudflare.ts when it bundles the worker. */
declare module 'virtual:pack-settings' {
  const settings: import('./item-worker').PackSettings;
  export default settings;
}
