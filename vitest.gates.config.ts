import { defineConfig } from 'vitest/config';

// The gate tests read the built site, so they run after `npm run build`, apart from the unit tests.
export default defineConfig({
  test: {
    include: ['scripts/gates/**/*.test.ts'],
    environment: 'node',
    // The HTML gate runs the Nu checker over a copy of the site: over three minutes when the
    // 2-core machine is shared (CI timed out at 180 s under a load of 24).
    testTimeout: 480_000,
    hookTimeout: 480_000,
  },
});
