/// <reference types="vite/client" />

declare module 'virtual:locale/*' {
  import type { ResourceLanguage } from 'i18next';
  /** One namespace of one language. */
  const messages: ResourceLanguage[string];
  export default messages;
}

