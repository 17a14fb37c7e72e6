import { defineConfig } from 'vitest/config';

// The gate tests read the built site, so they run after `npm run build`, apart from the unit tests.
export default defineConfig({
  test: {
    include: ['scripts/gates/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
