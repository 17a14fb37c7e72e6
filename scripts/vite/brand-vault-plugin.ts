import type { Plugin } from 'vite';
import type { ContentOptions } from '../../src/content/load-content';
import { buildBrandVault, type BrandVault } from '../build/brand-vault';
import { getContent } from './content-plugin';

const VAULT = 'virtual:brand-vault';

let cached: { key: string; vault: Promise<BrandVault> } | null = null;

/** One vault per process: the client build emits its files, the server build reads its boxes. */
function getVault(options: Required<ContentOptions> & { localesDir: string }): Promise<BrandVault> {
  const key = `${options.contentDir}|${options.localesDir}|${options.publicDir}|${process.env.BRAND_PASSWORD ?? ''}`;
  if (cached?.key !== key) {
    const { content } = getContent(options);
    cached = { key, vault: buildBrandVault({ content, contentDir: options.contentDir, localesDir: options.localesDir, publicDir: options.publicDir }) };
  }
  return cached.vault;
}

/**
 * The gated brand pages (/brand/assets, /brand/guidelines): the server build gets the sealed
 * boxes through `virtual:brand-vault` for the pages' loaders; the client build publishes the
 * photos and logo files under /download/brand/{token}/. The browser bundle never imports the
 * module, and nothing readable about the gated content reaches dist/.
 */
export function brandVaultPlugin(options: Required<ContentOptions> & { localesDir: string }): Plugin {
  return {
    name: 'quorvia:brand-vault',
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
