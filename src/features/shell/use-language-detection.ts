import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { detectLanguage, readBrowserSources, rememberLanguage, QUERY_PARAM } from '../../lib/i18n/detect-language';
import { localizeHref } from '../../lib/i18n/localize-path';
import type { LocaleKey } from '../../lib/i18n/locales';

/**
 * On unprefixed (English) pages, after hydration, the spec's detection order runs; when it finds
 * another supported language the URL is replaced with that language's page. Prefixed pages are
 * authoritative and never redirect.
 */
export function useLanguageDetection(active: LocaleKey): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (active !== 'en') return;
    const detected = detectLanguage(readBrowserSources());
    if (!detected) return;
    // The spec caches the detected language, English included, like i18next's detector.
    rememberLanguage(detected);
    if (detected === 'en') return;
    const params = new URLSearchParams(search);
    params.delete(QUERY_PARAM);
    const query = params.toString();
    navigate(`${localizeHref(pathname, detected)}${query ? `?${query}` : ''}${hash}`, { replace: true });
    // Only on arrival: navigating inside the English site must not bounce the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
