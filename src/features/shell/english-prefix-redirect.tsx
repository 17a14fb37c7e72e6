import { Navigate, useLocation } from 'react-router-dom';
import { stripLocalePrefix } from '../../lib/i18n/localize-path';

/** /en/... is not a language of its own: English lives unprefixed (DESIGN.md). */
export function EnglishPrefixRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={`${stripLocalePrefix(pathname)}${search}${hash}`} />;
}
