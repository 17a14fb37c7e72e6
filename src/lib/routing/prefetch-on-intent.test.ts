import { describe, expect, it } from 'vitest';
import { prefetchablePath } from './prefetch-on-intent';

const here = (path: string) => new URL(`https://www.quorvia.example${path}`) as unknown as Location;

/** Enough of an anchor element for the check: its resolved href and attributes. */
function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  return {
    href: new URL(href, 'https://www.quorvia.example/hub').href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
  } as unknown as HTMLAnchorElement;
}

describe('prefetchablePath', () => {
  it('is the path of a link to another page of the same language', () => {
    expect(prefetchablePath(link('/hub/opsec-for-small-teams'), here('/hub'))).toBe('/hub/opsec-for-small-teams');
    expect(prefetchablePath(link('/fr/careers?team=eng#list'), here('/fr/hub'))).toBe('/fr/careers');
    expect(prefetchablePath(link('/lu'), here('/lu/about'))).toBe('/lu');
  });

  it('is null for links the router does not follow within this language', () => {
    const none = [
      [link('/fr/hub'), here('/hub')],
      [link('/hub'), here('/fr/hub')],
      [link('https://elsewhere.example/hub'), here('/hub')],
      [link('/hub'), here('/hub')],
      [link('/about', { target: '_blank' }), here('/hub')],
      [link('/download/brand/kit.zip', { download: '' }), here('/hub')],
      [link('/assets/posts/a1b2c3d4.json'), here('/hub')],
      [link('/hub/feed.xml'), here('/hub')],
      [link('/share/hub/x/'), here('/hub')],
    ] as const;
    for (const [anchor, location] of none) expect(prefetchablePath(anchor, location), anchor.href).toBeNull();
  });
});
