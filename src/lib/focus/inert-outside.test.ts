// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './inert-outside';

const inert = () => [...document.querySelectorAll('[inert]')].map((el) => el.id);

describe('inertOutside', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('makes every sibling of the kept element and of its ancestors inert, and undoes only that', () => {
    document.body.innerHTML = `
      <a id="skip" href="#main">Skip</a>
      <div id="banner" inert></div>
      <header id="header"><a id="logo" href="/">Logo</a><div id="actions"><a id="contact" href="/c">C</a><div id="menu"><button id="toggle">Menu</button></div></div></header>
      <main id="main"></main>
      <footer id="footer"></footer>`;
    const restore = inertOutside(document.getElementById('menu')!);
    expect(inert().sort()).toEqual(['banner', 'contact', 'footer', 'logo', 'main', 'skip']);
    expect(document.getElementById('toggle')!.closest('[inert]')).toBeNull();
    restore();
    // The banner was inert before and stays so.
    expect(inert()).toEqual(['banner']);
  });

  it('makes elements added while it holds inert too', async () => {
    document.body.innerHTML = '<div id="root"><header id="header"><div id="menu"></div></header><main id="main"></main></div>';
    const restore = inertOutside(document.getElementById('menu')!);
    const late = document.createElement('div');
    late.id = 'late';
    document.getElementById('root')!.prepend(late);
    await Promise.resolve();
    expect(inert().sort()).toEqual(['late', 'main']);
    restore();
    expect(inert()).toEqual([]);
  });
});
