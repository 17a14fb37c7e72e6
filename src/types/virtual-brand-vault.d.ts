// Type of the server-only module `virtual:brand-vault` (scripts/vite/brand-vault-plugin.ts).
import type { KeyParams, SealedBox } from '../lib/vault/sealed-box';
import type { LocaleKey } from '../lib/i18n/locales';

declare const vault: {
  params: KeyParams;
  boxes: Record<'assets' | 'guidelines', Record<LocaleKey, SealedBox>>;
};
export default vault;
