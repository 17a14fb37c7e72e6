import { lazy, Suspense, useEffect, useState } from 'react';
import { site } from '../../../config/site';

// A banner that cannot load is simply not shown: it must never take the page down with it.
const LocationBanner = lazy(() =>
  import('./location-banner').then(
    (module) => ({ default: module.LocationBanner }),
    () => ({ default: () => null }),
  ),
);

/**
 * The location banner exists only on the beta host (spec 000 section 4), so its code, the
 * geolocation lookup and the region rules load there only, after hydration.
 */
export function LocationBannerSlot() {
  const [onBetaHost, setOnBetaHost] = useState(false);
  useEffect(() => setOnBetaHost(window.location.hostname === site.betaHost), []);
  if (!onBetaHost) return null;
  return (
    <Suspense fallback={null}>
      <LocationBanner />
    </Suspense>
  );
}
