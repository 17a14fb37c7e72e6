import { site } from '../../config/site';

export interface GeoResult {
  success: boolean;
  /** ISO 3166-1 alpha-2 code in upper case, when the lookup succeeded. */
  countryCode: string | null;
  message?: string;
}

/**
 * The one module that calls the public IP geolocation service (spec 000 section 7). It reads
 * success, country_code and message; any failure is only logged and yields no country.
 */
export async function lookupCountry(fetchImpl: typeof fetch = fetch): Promise<GeoResult> {
  try {
    const response = await fetchImpl(site.geolocationEndpoint, { credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { success?: unknown; country_code?: unknown; message?: unknown };
    const code = typeof body.country_code === 'string' ? body.country_code.trim().toUpperCase() : '';
    const success = body.success !== false && /^[A-Z]{2}$/.test(code);
    if (!success) console.warn('[geolocation] no country:', typeof body.message === 'string' ? body.message : 'unknown');
    return { success, countryCode: success ? code : null, message: typeof body.message === 'string' ? body.message : undefined };
  } catch (error) {
    console.warn('[geolocation] lookup failed:', error instanceof Error ? error.message : error);
    return { success: false, countryCode: null };
  }
}
