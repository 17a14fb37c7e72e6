import { takeUndeclaredKeys } from '../lib/i18n/i18n';
import { splitLocale } from '../lib/i18n/localize-path';
import { SHELL_NAMESPACE } from '../lib/i18n/namespaces';
import { pageRouteFor } from './match-page-route';

/** Prerender only: the translations of one page, looked up once per page. */
export function pageTranslations(routePath: string) {
  const page = pageRouteFor(routePath);
  const key = splitLocale(routePath).locale.key;
  return {
    /** The translations the page needs before hydration (vite.config.ts preloads their files). */
    files: [SHELL_NAMESPACE, ...(page.namespaces ?? [])].map((ns) => ({ key, ns })),
    /**
     * Fails the page when it used a key from a namespace its route does not declare. The browser
     * loads only the declared ones, so such a key would show raw after navigation.
     */
    check(): void {
      const undeclared = takeUndeclaredKeys(key, page.id);
      if (!undeclared.length) return;
      const namespaces = [...new Set(undeclared.map((used) => used.split(':')[0]))].map((ns) => `'${ns}'`);
      throw new Error(
        `Page "${page.id}" (/${routePath.replace(/^\//, '')}) uses ${undeclared.join(', ')}: add ${namespaces.join(', ')} to its namespaces in src/routes/route-table.ts`,
      );
    },
  };
}
