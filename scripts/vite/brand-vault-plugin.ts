import type { Plugin } from 'vite';
import { emittedFilesMiddleware } from '../dev/emitted-files';
import type { ContentOptions } from '../../src/content/load-content';
import { buildBrandVault, type BrandVault } from '../build/brand-vault';
import { getContent } from './content-plugin';

const VAULT = 'virtual:brand-vault';

/**
 * One vault per process, kept on globalThis: Vite loads its config (and so this module) once per
 * build pass, and the salt is new per vault, so a module-level cache gave the client build's files
 * one download folder and the server build's boxes another.
 */
const CACHE = Symbol.for('quorvia.brandVault');
const store = globalThis as { [CACHE]?: { key: string; vault: Promise<BrandVault> } };

/** The client build emits the vault's files, the server build reads its boxes: both from one vault. */
function getVault(options: Required<ContentOptions> & { localesDir: string }): Promise<BrandVault> {
  const key = `${options.contentDir}|${options.localesDir}|${options.publicDir}|${process.env.BRAND_PASSWORD ?? ''}`;
  if (store[CACHE]?.key !== key) {
    const { content } = getContent(options);
    store[CACHE] = { key, vault: buildBrandVault({ content, contentDir: options.contentDir, localesDir: options.localesDir, publicDir: options.publicDir }) };
  }
  return store[CACHE].vault;
}

/**
 * The gated brand pages (/brand/assets, /brand/guidelines): the server build gets the sealed
 * boxes through `virtual:brand-vault` for the pages' loaders; the client build publishes the
 * photos and logo files under /download/brand/{token}/. The browser bundle never imports the
 * module, and nothing readable about the gated content reaches dist/.
 */
export function brandVaultPlugin(options: Required<ContentOptions> & { localesDir: string }): Plugin & { api: { forgetSources: () => void } } {
  return {
    name: 'quorvia:brand-vault',
    // The press list (content/) and the gated copy (locales/) are sealed anew after an edit in dev.
    api: { forgetSources: () => delete store[CACHE] },
    configureServer(server) {
      server.middlewares.use(emittedFilesMiddleware('/download/brand/', async () => (await getVault(options)).files));
    },
    resolveId(id) {
      return id === VAULT ? `\0${VAULT}` : null;
    },
    async load(id, loadOptions) {
      if (id !== `\0${VAULT}`) return null;
      if (!loadOptions?.ssr) this.error(`${VAULT} is for the server build only: the browser must never receive the vault's inputs.`);
      const { params, boxes } = await getVault(options);
      return `export default ${JSON.stringify({ params, boxes })};`;
    },
    async generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const file of (await getVault(options)).files) this.emitFile({ type: 'asset', ...file });
    },
  };
}
