import { rmSync } from 'node:fs';

/** The copies of content/ and locales/ and the Vite cache the run used. */
export default function globalTeardown(): void {
  if (process.env.DEV_E2E_ROOT) rmSync(process.env.DEV_E2E_ROOT, { recursive: true, force: true });
}
