/// <reference types="vite/client" />

declare module 'virtual:locale/*' {
  import type { Resource } from 'i18next';
  const resources: Resource;
  export default resources;
}
