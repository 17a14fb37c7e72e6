export type DataLayerEvent =
  | { event: 'pageview'; path: string }
  | { event: 'click'; page: string; language: string; timestamp: string; target: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes to the analytics data layer (created on first use; the tag manager reads it later). */
export function pushDataLayer(entry: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}
