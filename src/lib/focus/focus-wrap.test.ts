// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wrapTab } from './focus-wrap';

const tab = (shiftKey = false) => new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('wrapTab', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a id="outside" href="/">Outside</a>
      <div id="menu">
        <button id="first">First</button>
        <div hidden><a id="hidden" href="/h">Hidden</a></div>
        <a id="middle" href="/m">Middle</a>
        <button id="last">Last</button>
      </div>`;
    // jsdom lays nothing out: a box for every element that is not inside [hidden].
    for (const el of document.querySelectorAll<HTMLElement>('a, button'))
      el.getClientRects = () => (el.closest('[hidden]') ? [] : [{}]) as unknown as DOMRectList;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('wraps Tab from the last stop to the first and Shift+Tab from the first to the last', () => {
    const menu = byId('menu');
    byId('last').focus();
    const forward = tab();
    expect(wrapTab(forward, menu)).toBe(true);
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    expect(wrapTab(tab(true), menu)).toBe(true);
    expect(document.activeElement?.id).toBe('last');
  });

  it('leaves steps inside the container to the browser', () => {
    byId('first').focus();
    const event = tab();
    expect(wrapTab(event, byId('menu'))).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });

  it('brings focus from outside back to the first or the last stop', () => {
    byId('outside').focus();
    wrapTab(tab(), byId('menu'));
    expect(document.activeElement?.id).toBe('first');
    byId('outside').focus();
    wrapTab(tab(true), byId('menu'));
    expect(document.activeElement?.id).toBe('last');
  });

  it('ignores other keys', () => {
    byId('last').focus();
    expect(wrapTab(new KeyboardEvent('keydown', { key: 'Enter' }), byId('menu'))).toBe(false);
    expect(document.activeElement?.id).toBe('last');
  });
});
