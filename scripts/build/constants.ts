/** Folder of Vite's content-hashed output; /assets/ is reserved for the spec's JSON files. */
export const HASHED_ASSETS_DIR = 'static';
