import { afterEach, expect, it, vi } from 'vitest';

const RealDisplayNames = Intl.DisplayNames;
const intl = Intl as { DisplayNames: typeof Intl.DisplayNames };
afterEach(() => {
  intl.DisplayNames = RealDisplayNames;
});

// Every page's browser imports this module (the careers labels are in the shell's chunk): naming
// the world's regions at import cost a phone some 30 ms of main thread on every page.
it('does no Intl work when imported, only when a country is named or checked', async () => {
  let made = 0;
  intl.DisplayNames = class extends RealDisplayNames {
    constructor(...args: ConstructorParameters<typeof RealDisplayNames>) {
      super(...args);
      made++;
    }
  };
  vi.resetModules();
  const region = await import('./job-region');
  expect(made).toBe(0);
  expect(region.regionOf('Luxembourg')).toBe('europe');
  expect(made).toBe(0);
  expect(region.isKnownCountry('Japan')).toBe(true);
  expect(made).toBe(1);
});
