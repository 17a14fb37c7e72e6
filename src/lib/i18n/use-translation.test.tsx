import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from './use-translation';
import type { Namespace } from './namespaces';

function instance(missing: string[]): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en-GB',
    fallbackLng: false,
    resources: {
      'en-GB': {
        common: { menu: 'Menu', items_one: '{{count}} item', items_other: '{{count}} items' },
        brand: { newsroom: { title: 'Newsroom' }, kit: 'Press kit' },
      },
    },
    ns: ['common', 'brand'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_lngs: readonly string[], ns: string, key: string) => missing.push(`${ns}:${key}`),
  });
  return i18n;
}

function render(i18n: I18n, ns: Namespace | Namespace[] | undefined, keys: Array<[string, Record<string, unknown>?]>, keyPrefix?: string): string[] {
  function Probe() {
    const { t } = useTranslation(ns, keyPrefix ? { keyPrefix } : undefined);
    return createElement('ul', null, keys.map(([key, options], i) => createElement('li', { key: i }, String(options ? t(key, options) : t(key)))));
  }
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Probe)));
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1] ?? '');
}

describe('useTranslation', () => {
  it('answers as i18next does: default namespace, prefixed namespaces, key prefix, plurals', () => {
    const i18n = instance([]);
    expect(render(i18n, undefined, [['menu'], ['brand:kit'], ['items', { count: 1 }], ['items', { count: 3 }]])).toEqual(['Menu', 'Press kit', '1 item', '3 items']);
    expect(render(i18n, ['brand', 'common'], [['kit'], ['common:menu']])).toEqual(['Press kit', 'Menu']);
    expect(render(i18n, 'brand', [['title']], 'newsroom')).toEqual(['Newsroom']);
  });

  it('keeps found strings but reports a missing key on every render', () => {
    const missing: string[] = [];
    const i18n = instance(missing);
    for (let i = 0; i < 3; i += 1) expect(render(i18n, 'common', [['menu'], ['nowhere']])).toEqual(['Menu', 'nowhere']);
    expect(missing).toEqual(['common:nowhere', 'common:nowhere', 'common:nowhere']);
    expect(render(i18n, 'brand', [['absent']], 'newsroom')).toEqual(['newsroom.absent']);
    expect(render(i18n, 'brand', [['absent']], 'newsroom')).toEqual(['newsroom.absent']);
    expect(missing.filter((m) => m.includes('absent'))).toHaveLength(2);
  });

  it('finds a namespace that arrives after a key was looked up in vain', () => {
    const i18n = instance([]);
    expect(render(i18n, 'common', [['later']])).toEqual(['later']);
    i18n.addResourceBundle('en-GB', 'common', { later: 'Arrived' }, true);
    expect(render(i18n, 'common', [['later']])).toEqual(['Arrived']);
  });

  it('remembers calls with plain options by their values, and leaves others to i18next', () => {
    const i18n = instance([]);
    const calls: unknown[] = [];
    const original = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => (...t: unknown[]) => unknown;
    i18n.getFixedT = ((...args: unknown[]) => {
      const fixed = original(...args);
      return (...t: unknown[]) => {
        calls.push(t[0]);
        return fixed(...t);
      };
    }) as unknown as typeof i18n.getFixedT;
    const keys: Array<[string, Record<string, unknown>?]> = [['items', { count: 1 }], ['items', { count: 3 }], ['items', { count: 1 }], ['items', { count: 3 }]];
    expect(render(i18n, 'common', keys)).toEqual(['1 item', '3 items', '1 item', '3 items']);
    expect(calls).toHaveLength(2);
    // A default value stands in for a missing key: it is asked again, so a missing key is heard each time.
    expect(render(i18n, 'common', [['gone', { defaultValue: 'Fallback' }], ['gone', { defaultValue: 'Fallback' }]])).toEqual(['Fallback', 'Fallback']);
    expect(calls).toHaveLength(4);
    expect(render(i18n, 'common', [['items', { count: 3, nested: { a: 1 } }], ['items', { count: 3, nested: { a: 1 } }]])).toEqual(['3 items', '3 items']);
    expect(calls).toHaveLength(6);
  });

  it('needs a provider', () => {
    function Bare() {
      useTranslation('common');
      return null;
    }
    expect(() => renderToStaticMarkup(createElement(Bare))).toThrow(/I18nextProvider/);
  });
});
