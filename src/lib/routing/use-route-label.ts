import { useTranslation } from '../i18n/use-translation';
import { PAGE_ROUTES } from '../../routes/route-table';

/** Label of the page living at an unprefixed static path, from its route-table labelKey. */
export function useRouteLabel(): (path: string) => string | null {
  const { t } = useTranslation('common');
  return (path: string) => {
    const bare = path.replace(/^\//, '');
    const route = PAGE_ROUTES.find((r) => r.path === bare && r.labelKey);
    return route?.labelKey ? t(route.labelKey) : null;
  };
}
