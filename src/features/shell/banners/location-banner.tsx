import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MapPin } from 'lucide-react';
import { site } from '../../../config/site';
import { lookupCountry } from '../../../lib/geo/geolocation';
import { rememberLanguage } from '../../../lib/i18n/detect-language';
import { useLocale } from '../../../lib/i18n/use-locale';
import { countryName } from '../../../lib/i18n/country-name';
import { pathForRegion, regionOptions, shouldShowLocationBanner, type RegionOption } from './location-rules';
import styles from './banners.module.css';
import { DismissButton } from './dismiss-button';

const DISMISS_KEY = 'quorvia:location-banner-dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

/** Suggests the visitor's regional site on the beta host (spec 000 sections 4 and 9). */
export function LocationBanner() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [country, setCountry] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [choice, setChoice] = useState('');
  const selectId = useId();

  useEffect(() => {
    // LocationBannerSlot mounts this on the beta host only, so no other host asks the service.
    if (readDismissed()) return;
    let cancelled = false;
    void lookupCountry().then((result) => {
      if (!cancelled) setCountry(result.countryCode);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const show =
    typeof window !== 'undefined' &&
    shouldShowLocationBanner({
      hostname: window.location.hostname,
      betaHost: site.betaHost,
      country,
      page: locale,
      dismissed,
    });
  const options: RegionOption[] = show && country ? regionOptions(country) : [];
  const selected = choice || options[0]?.value || '';

  if (!show || options.length === 0) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISS_KEY, '1');
    } catch {
      // session-only anyway
    }
  };

  const regionName = countryName(country ?? '', locale.dateLocale, t);

  return (
    <section className={styles.location} aria-label={t('locationBanner.label')} data-banner="location">
      <form
        className={`container ${styles.locationInner}`}
        onSubmit={(event) => {
          event.preventDefault();
          const option = options.find((o) => o.value === selected);
          if (!option) return;
          rememberLanguage(option.locale.key);
          dismiss();
          navigate(pathForRegion(pathname, option.value, search, hash));
        }}
      >
        <MapPin className={styles.icon} size={18} aria-hidden="true" />
        <p className={styles.message}>{t('locationBanner.message', { country: regionName })}</p>
        <label className="visually-hidden" htmlFor={selectId}>
          {t('locationBanner.region')}
        </label>
        <select id={selectId} className={styles.select} value={selected} onChange={(e) => setChoice(e.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.locale.tag}>
              {option.locale.nativeName}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary button--small">
          {t('locationBanner.continue')}
        </button>
        <DismissButton label={t('locationBanner.dismiss')} onDismiss={dismiss} />
      </form>
    </section>
  );
}
