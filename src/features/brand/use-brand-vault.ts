import { useCallback, useEffect, useState } from 'react';
import type { VaultPageData } from '../../content/page-data/types';
import { deriveKey, openBox, WrongPasswordError } from '../../lib/vault/sealed-box';

export type VaultStatus = 'locked' | 'checking' | 'wrong' | 'unsupported' | 'unlocked';

/**
 * The key of the last correct password, kept in this document's memory only: moving between the
 * two gated pages keeps them open, while a reload or a new tab asks again (spec 001: unlocked for
 * the page session only). The key cannot be read back as a password.
 */
let sessionKey: { salt: string; key: CryptoKey } | null = null;

/** Locked on the server and at hydration; opens with the right password, or at once if this visit already did. */
export function useBrandVault<T>(vault: VaultPageData) {
  const [status, setStatus] = useState<VaultStatus>('locked');
  const [content, setContent] = useState<T | null>(null);

  useEffect(() => {
    const remembered = sessionKey;
    if (!remembered || remembered.salt !== vault.params.salt) return;
    let live = true;
    openBox<T>(vault.box, remembered.key).then(
      (value) => {
        if (!live) return;
        setContent(value);
        setStatus('unlocked');
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [vault]);

  const unlock = useCallback(
    async (password: string) => {
      setStatus('checking');
      try {
        const key = await deriveKey(password, vault.params);
        const value = await openBox<T>(vault.box, key);
        sessionKey = { salt: vault.params.salt, key };
        setContent(value);
        setStatus('unlocked');
      } catch (error) {
        setStatus(error instanceof WrongPasswordError ? 'wrong' : 'unsupported');
      }
    },
    [vault],
  );

  /** The next keystroke clears the error (spec 001 section 4). */
  const clearError = useCallback(() => setStatus((current) => (current === 'wrong' ? 'locked' : current)), []);

  return { status, content, unlock, clearError };
}
