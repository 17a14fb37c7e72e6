import { z } from 'zod';

/**
 * Imported first by modules that validate in the browser, where the CSP forbids eval. Zod builds
 * each object schema's fast path when the schema is created, probing for eval with new Function;
 * that probe is a CSP violation, so it must be switched off before any schema module runs.
 */
z.config({ jitless: true });
