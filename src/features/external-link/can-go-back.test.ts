import { describe, expect, it } from 'vitest';
import { canGoBack } from './can-go-back';

const origin = 'https://www.quorvia.example';

describe('canGoBack', () => {
  it('goes back after a client-side visit', () => {
    expect(canGoBack({ routerIndex: 2, referrer: '', origin, historyLength: 3 })).toBe(true);
  });

  it('goes back after a document load from a page of this site', () => {
    expect(canGoBack({ routerIndex: 0, referrer: `${origin}/fr/hub/x`, origin, historyLength: 2 })).toBe(true);
  });

  it('stays when the tab holds nothing before /ex', () => {
    expect(canGoBack({ routerIndex: 0, referrer: `${origin}/hub/x`, origin, historyLength: 1 })).toBe(false);
    expect(canGoBack({ routerIndex: undefined, referrer: '', origin, historyLength: 1 })).toBe(false);
  });

  it('stays when the previous page is another site', () => {
    expect(canGoBack({ routerIndex: 0, referrer: 'https://search.example/?q=quorvia', origin, historyLength: 4 })).toBe(false);
    expect(canGoBack({ routerIndex: 0, referrer: '', origin, historyLength: 4 })).toBe(false);
    expect(canGoBack({ routerIndex: 0, referrer: 'not a url', origin, historyLength: 4 })).toBe(false);
  });
});
