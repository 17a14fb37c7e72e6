import { describe, expect, it } from 'vitest';
import { sanitizeInput, sanitizeReport } from './sanitize-article';

const context = { campaign: 'hub' };

describe('sanitizeReport', () => {
  it('names what pass 1 removes that an editor may have meant, once each', () => {
    const html = '<p style="color:red" onclick="a()">Hi</p><p onclick="b()">x</p><script>alert(1)</script><form><input onfocus="c()"></form><a href="javascript:alert(2)">j</a><img src="/x.png" onerror="d()">';
    expect(sanitizeReport(html, context).removed).toEqual([
      'style on <p>',
      'onclick on <p>',
      '<script> with its content',
      '<form> with its content',
      'href="javascript:alert(2)" on <a>',
      'onerror on <img>',
    ]);
  });

  it('names an img the sanitiser drops for its address and a script address in any attribute', () => {
    expect(sanitizeReport('<img src="x.png"><img src="data:image/png;base64,AAAA"><table background="javascript:alert(1)"></table>', context).removed).toEqual([
      '<img src="x.png">',
      'src="data:image/png;base64,AAAA" on <img>',
      'background="javascript:alert(1)" on <table>',
    ]);
  });

  it('stays quiet about the documented tidying: classes, image sizes, wrappers and iframes', () => {
    const html = '<div class="x"><span>a</span><img src="/x.png" width="10" height="10"><iframe src="https://www.youtube.com/embed/x"></iframe></div>';
    expect(sanitizeReport(html, context).removed).toEqual([]);
  });

  it('lists the links the body keeps, not those inside removed elements', () => {
    const html = '<p><a href=" /hub/a ">a</a><a href="https://example.org">b</a><a href="javascript:x()">c</a></p><form><a href="/in-form">d</a></form><a href="#top">e</a>';
    expect(sanitizeReport(html, context).links).toEqual(['/hub/a', 'https://example.org', '#top']);
  });

  it('reports without changing what the sanitiser makes of the body', () => {
    const html = '<p onclick="a()">Hi <a href="/hub/a">a</a></p><script>x</script>';
    sanitizeReport(html, context);
    expect(sanitizeInput(html, context)).toBe('<p>Hi <a href="/hub/a">a</a></p>');
  });
});
