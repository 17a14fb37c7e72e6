// Worker threads do not inherit tsx's loader on Node 20; tsImport registers it for this thread.
const { tsImport } = await import('tsx/esm/api');
await tsImport('./render-worker.ts', import.meta.url);
