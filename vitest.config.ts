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
    },
  }),
);
