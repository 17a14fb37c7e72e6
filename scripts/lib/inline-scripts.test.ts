import { describe, expect, it } from 'vitest';
import { inlineScriptTexts } from './inline-scripts';
import { inlineExecutableScripts, scanHtml } from './scan-html';

const reference = (html: string) => inlineExecutableScripts(scanHtml(html)).map((s) => s.text ?? '');

const pages: Record<string, string> = {
  'plain and module scripts': '<html><head><script>window.a=1</script><script type="module">import "/x.js"</script></head><body></body></html>',
  'src and data blocks are left out':
    '<head><script src="/a.js"></script><script type="application/ld+json">{"a":"</p>"}</script><script type="application/json">[]</script><script>run()</script></head>',
  'a script mentioning tags in strings': '<body><script>document.write("<script>x<\\/script>");var s="<style>";</script><p>after</p><script>b()</script></body>',
  'comments hide what looks like a script': '<body><!-- <script>evil()</script> --><!--$--><script>real()</script><!--/$--></body>',
  'style bodies hide what looks like a script': '<head><style>a::after{content:"<script>x()</script>"}</style><script>y()</script></head>',
  'upper case and odd attributes': '<HEAD><SCRIPT TYPE="TEXT/JAVASCRIPT" nonce=abc>u()</SCRIPT><script defer data-x=\'1\'>v()</script></HEAD>',
  'a tag name that only starts like script': '<body><scripts>not one</scripts><script-x>nor this</script-x><script>w()</script></body>',
  'escaped text and attributes': '<body><p title="&lt;script&gt;">&lt;script&gt;no()&lt;/script&gt;</p><script>window.__d={"h":"\\u003c/script>"}</script></body>',
  'an unclosed script runs to the end': '<body><script>tail()',
};

describe('inlineScriptTexts', () => {
  for (const [name, html] of Object.entries(pages)) {
    it(`finds what the full scan finds: ${name}`, () => {
      expect(inlineScriptTexts(html)).toEqual(reference(html));
    });
  }

  it('keeps the body byte for byte, as the browser hashes it', () => {
    expect(inlineScriptTexts('<script>\n  a = "&amp;";\n</script>')).toEqual(['\n  a = "&amp;";\n']);
  });
});
