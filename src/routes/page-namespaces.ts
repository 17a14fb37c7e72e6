import { takeUndeclaredKeys } from '../lib/i18n/i18n';
import { splitLocale } from '../lib/i18n/localize-path';
import { SHELL_NAMESPACE, localeModuleId } from '../lib/i18n/namespaces';
import { pageRouteFor } from './match-page-route';

/**
 * Prerender only: fails the page when it used a key from a namespace its route does not declare.
 * The browser loads only the declared ones, so such a key would show raw after navigation.
 */
export function checkPageNamespaces(routePath: string): void {
  const page = pageRouteFor(routePath);
  const undeclared = takeUndeclaredKeys(splitLocale(routePath).locale.key, page.id);
  if (!undeclared.length) return;
  const namespaces = [...new Set(undeclared.map((key) => key.split(':')[0]))].map((ns) => `'${ns}'`);
  throw new Error(`Page "${page.id}" (/${routePath.replace(/^\//, "")}) uses ${undeclared.join(', ')}: add ${namespaces.join(', ')} to its namespaces in src/routes/route-table.ts`);
}

/** The translation modules a page needs before hydration (vite.config.ts preloads their chunks). */
export function pageLocaleModules(routePath: string): string[] {
  const key = splitLocale(routePath).locale.key;
  return [SHELL_NAMESPACE, ...(pageRouteFor(routePath).namespaces ?? [])].map((ns) => localeModuleId(key, ns));
}
