import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Unit tests sit beside the code they test (*.test.ts); Playwright specs live in e2e/.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      // Gate tests need dist/; they run after the build (vitest.gates.config.ts).
      exclude: ['scripts/gates/**', 'node_modules/**'],
      environment: 'node',
      // Image rendering (sharp) and PBKDF2 at 600,000 rounds take a few seconds each when the
      // 2-core machine is busy (seen: 7 s at a load of 24); a limit, not a timing assertion.
      testTimeout: 60_000,
    },
  }),
);
