import { describe, expect, it } from 'vitest';
import { processArticleBody, TOC_MIN_HEADINGS } from './process-article';
import { metaExcerpt, readingMinutes } from './excerpt';
import { classifyLink } from './external-links';
import { createIdAllocator, slugify } from './heading-ids';
import { localizeArticleHtml } from './localize-article-html';

const ctx = { campaign: 'hub' };
const body = (html: string) => {
  const result = processArticleBody(html, ctx);
  if (!result.ok) throw new Error('decode failed');
  return result;
};
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('base64 rule', () => {
  it('decodes base64 UTF-8 HTML', () => {
    expect(body(b64('<p>Lëtzebuerg – Zürich</p>')).html).toBe('<p>Lëtzebuerg – Zürich</p>');
  });
  it('uses text that is not purely base64, or whose length is not a multiple of 4, as HTML', () => {
    expect(body('<p>Hi</p>').html).toBe('<p>Hi</p>');
    expect(body('abcde').html).toBe('abcde');
    expect(body('Plain text with spaces').html).toBe('Plain text with spaces');
  });
  it('reports a decode error for base64-looking text that is not UTF-8', () => {
    expect(processArticleBody(Buffer.from([0xc3, 0x28, 0xa0, 0xa1]).toString('base64'), ctx)).toEqual({ ok: false, error: 'content-decode' });
    expect(processArticleBody('////', ctx)).toEqual({ ok: false, error: 'content-decode' });
  });
});

describe('sanitising (spec 000 section 5)', () => {
  it('removes script, style, object, embed, form, meta and link elements with their content', () => {
    const html = body(
      '<p>a</p><script>alert(1)</script><style>p{}</style><object data="x"><param></object><embed src="x"><form><input value="v"><button>b</button></form><meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x">',
    ).html;
    expect(html).toBe('<p>a</p>');
  });
  it('flattens nested div and span wrappers but keeps their text and children', () => {
    expect(body('<div><div class="a"><span style="color:red"><span>deep</span></span> <p>para</p></div></div>').html).toBe('deep <p>para</p>');
  });
  it('closes headings that follow a flattened wrapper (regression: renamed wrappers broke closing tags)', () => {
    expect(body('<div class="figure"><p><span>Cap.</span></p></div><h3>Next</h3><p>Text</p>').html).toBe('<p>Cap.</p><h3 id="next">Next</h3><p>Text</p>');
    expect(body('<h1>A</h1><p>b</p>').html).toBe('<h2 id="a">A</h2><p>b</p>');
  });
  it('turns a picture with a single img into the img, without sizes or inline size styles', () => {
    expect(body('<picture><source srcset="/media/a.webp"><img src="/media/a.webp" width="800" height="600" style="width:800px;height:600px" alt="A"></picture>').html).toBe(
      '<img src="/media/a.webp" alt="A" loading="lazy" decoding="async" />',
    );
  });
  it('drops on* attributes', () => {
    expect(body('<p onclick="x()" onMouseOver="y()">t</p><img src="/media/a.webp" onerror="z()" alt="">').html).not.toMatch(/on\w+=/i);
  });
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;vascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('drops the href %s', (href) => {
    const html = body(`<a href="${href}">x</a>`).html;
    expect(html).toBe('<a>x</a>');
  });
  it('drops images with javascript:, data:, plain http, protocol-relative or relative sources', () => {
    expect(body('<img src="javascript:alert(1)"><img src="data:image/png;base64,AA"><img src="http://x.example/a.png"><img src="//x.example/a.png"><img src=x onerror=alert(1)><p>k</p>').html).toBe('<p>k</p>');
    expect(body('<img src="https://cdn.example/a.png" alt="A">').html).toBe('<img src="https://cdn.example/a.png" alt="A" loading="lazy" decoding="async" />');
  });
  it('turns a known video iframe into a placeholder', () => {
    const result = body('<iframe src="https://www.youtube.com/embed/abc" title="Demo" width="560"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>');
    expect(result.html).toBe(
      '<div data-embed-src="https://www.youtube-nocookie.com/embed/abc" data-embed-host="www.youtube-nocookie.com" data-embed-title="Demo"></div>' +
        '<div data-embed-src="https://player.vimeo.com/video/1" data-embed-host="player.vimeo.com" data-embed-title="player.vimeo.com"></div>',
    );
    expect(result.providers).toEqual(['videoEmbed']);
  });
  it('turns an iframe of any other https site into a placeholder with a link out through /ex, never a frame', () => {
    const result = body('<iframe src="https://maps.example.org/embed?q=1" title="Map"><p>fallback <img src=x onerror=alert(1)></p></iframe>');
    const dest = encodeURIComponent('https://maps.example.org/embed?q=1&utm_source=quorvia.example&utm_medium=website&utm_campaign=hub');
    expect(result.html).toBe(`<div data-embed-link="/ex?dest=${dest}" data-embed-host="maps.example.org" data-embed-title="Map"></div>`);
    expect(result.providers).toEqual([]);
  });
  it('keeps a placeholder without a link or frame for iframes that are not https or carry their own document', () => {
    const blocked = '<div data-embed-blocked="iframe"></div>';
    for (const iframe of ['<iframe src="http://example.org/"></iframe>', '<iframe src="javascript:alert(1)"></iframe>', '<iframe src="/"></iframe>', '<iframe src="//evil.example/x"></iframe>', '<iframe srcdoc="<script>x</script>" src="https://www.youtube-nocookie.com/embed/a"></iframe>', '<iframe></iframe>']) {
      expect(body(iframe).html).toBe(blocked);
    }
  });
  it('never lets an author write a placeholder directly', () => {
    expect(body('<qv-embed data-embed-src="https://evil.example/" data-embed-host="www.youtube.com" data-embed-title="x"><b>in</b></qv-embed><p>k</p>').html).toBe('<p>k</p>');
  });
  it('never keeps textarea, xmp, noscript, svg or math', () => {
    const html = body('<textarea><img src=x onerror=a()></textarea><xmp><b>x</b></xmp><noscript><p>n</p></noscript><svg><a href="javascript:1">s</a></svg><math><mi>m</mi></math><p>ok</p>').html;
    expect(html).toBe('<p>ok</p>');
  });
  it('demotes h1 to h2 so the page keeps a single h1', () => {
    expect(body('<h1>Big</h1>').html).toBe('<h2 id="big">Big</h2>');
  });
});

describe('links (spec 000 section 5)', () => {
  it('adds utm parameters and routes external links through /ex', () => {
    expect(classifyLink('https://research.example.org/a?x=1', 'hub')).toEqual({
      kind: 'external',
      href: `/ex?dest=${encodeURIComponent('https://research.example.org/a?x=1&utm_source=quorvia.example&utm_medium=website&utm_campaign=hub')}`,
    });
  });
  it('keeps existing utm parameters when utm_source is present', () => {
    const link = classifyLink('https://a.example/?utm_source=news&utm_medium=mail', 'hub');
    expect(link).toEqual({ kind: 'external', href: `/ex?dest=${encodeURIComponent('https://a.example/?utm_source=news&utm_medium=mail')}` });
  });
  it('leaves #, / and company-domain links alone', () => {
    expect(classifyLink('#part', 'hub')).toEqual({ kind: 'internal', href: '#part' });
    expect(classifyLink('/solution/monitor', 'hub')).toEqual({ kind: 'internal', href: '/solution/monitor' });
    expect(classifyLink('https://quorvia.example/x', 'hub').kind).toBe('internal');
    expect(classifyLink('https://beta.quorvia.example/x', 'hub').kind).toBe('internal');
    expect(classifyLink('https://notquorvia.example/x', 'hub').kind).toBe('external');
  });
  it('opens links it cannot parse in a new tab with noopener and an external-site note', () => {
    expect(classifyLink('http://[broken', 'hub')).toEqual({ kind: 'unparsable', href: 'http://[broken' });
    expect(body('<a href="www.example.org">x</a>').html).toBe(
      '<a href="www.example.org" target="_blank" rel="noopener noreferrer" data-external="new-tab">x<span data-i18n="externalSite"></span></a>',
    );
  });
  it('marks /ex links for the external-link icon and note', () => {
    expect(body('<a href="https://a.example/">a</a>').html).toMatch(/^<a href="\/ex\?dest=[^"]+" data-external="warning">a<span data-i18n="externalLink"><\/span><\/a>$/);
  });
});

describe('heading ids and contents (spec 000 section 5)', () => {
  it('slugifies to lowercase letters, digits and hyphens', () => {
    expect(slugify('  Why Attribution: Matters (2025)! ')).toBe('why-attribution-matters-2025');
    expect(slugify('Détail ünïcode')).toBe('detail-unicode');
    expect(slugify('???')).toBe('section');
  });
  it('suffixes duplicates -2, -3 and avoids ids the page uses', () => {
    const next = createIdAllocator();
    expect(['Results', 'Results', 'Results', 'Main', 'Results 2'].map(next)).toEqual(['results', 'results-2', 'results-3', 'main-2', 'results-2-2']);
  });
  it('shows the table of contents only with more than 3 headings that have text', () => {
    expect(TOC_MIN_HEADINGS).toBe(4);
    expect(body('<h2>A</h2><h2>B</h2><h3>C</h3><h2> </h2>').toc).toEqual([]);
    expect(body('<h2>A</h2><h2>B</h2><h3>C</h3><h4>D</h4>').toc).toEqual([
      { id: 'a', text: 'A', level: 2 },
      { id: 'b', text: 'B', level: 2 },
      { id: 'c', text: 'C', level: 3 },
      { id: 'd', text: 'D', level: 4 },
    ]);
  });
});

describe('meta excerpt and reading time', () => {
  it('strips tags and collapses whitespace', () => {
    expect(metaExcerpt({ excerpt: '<p>One\n\n  <b>two</b></p>' })).toBe('One two');
  });
  it('keeps exactly 280 characters and cuts 281 to 277 plus an ellipsis', () => {
    expect(metaExcerpt({ excerpt: 'x'.repeat(280) })).toBe('x'.repeat(280));
    expect(metaExcerpt({ excerpt: 'x'.repeat(281) })).toBe(`${'x'.repeat(277)}...`);
  });
  it('falls back to the decoded description', () => {
    expect(metaExcerpt({ description: b64('<h2>T</h2><p>Body text</p>') })).toBe('T Body text');
  });
  it('uses the editor reading time, else about 220 words a minute', () => {
    expect(readingMinutes(0.5, 5000)).toBe(0.5);
    expect(readingMinutes(undefined, 1100)).toBe(5);
    expect(readingMinutes(undefined, 10)).toBe(1);
  });
});

describe('localizeArticleHtml', () => {
  const strings = {
    externalLink: 'ouvre une page d’avertissement',
    externalSite: 'ouvre un site externe',
    embedNotice: (host: string) => `Contenu hébergé par ${host}`,
    embedAllow: 'Autoriser et afficher le contenu',
    embedLinkNotice: (host: string) => `Le contenu de ${host} ne peut pas être affiché ici.`,
    embedOpen: (host: string) => `Ouvrir sur ${host}`,
    embedBlocked: 'Contenu intégré retiré.',
    localizeHref: (href: string) => `/fr${href}`,
  };
  it('fills notes, builds placeholders and prefixes internal links but not files', () => {
    const html = body('<a href="https://a.example/">a</a><a href="/solution?x=1&amp;y=2#z">s</a><img src="/media/a.webp" alt=""><iframe src="https://player.vimeo.com/video/1" title="V"></iframe>').html;
    const out = localizeArticleHtml(html, strings);
    expect(out).toContain('<span class="visually-hidden">(ouvre une page d’avertissement)</span>');
    expect(out).toContain('href="/fr/ex?dest=');
    expect(out).toContain('href="/fr/solution?x=1&amp;y=2#z"');
    expect(out).toContain('src="/media/a.webp"');
    expect(out).toContain('<div class="article-embed" data-embed-src="https://player.vimeo.com/video/1" data-embed-title="V"><p class="article-embed__text">Contenu hébergé par player.vimeo.com</p><button type="button" class="article-embed__allow" data-embed-allow="">Autoriser et afficher le contenu</button></div>');
  });
  it('builds the link-out and blocked placeholders in the page language', () => {
    const html = body('<iframe src="https://maps.example.org/e" title="Map"></iframe><iframe src="http://x.example/"></iframe>').html;
    const out = localizeArticleHtml(html, { ...strings, lang: 'fr' });
    expect(out).toMatch(
      /^<div class="article-embed" data-embed-title="Map" lang="fr"><p class="article-embed__text">Le contenu de maps\.example\.org ne peut pas être affiché ici\.<\/p><a class="article-embed__link" href="\/fr\/ex\?dest=https%3A%2F%2Fmaps\.example\.org%2Fe[^"]*" data-external="warning">Ouvrir sur maps\.example\.org<span class="visually-hidden" lang="fr">\(ouvre une page d’avertissement\)<\/span><\/a><\/div>/,
    );
    expect(out).toContain('<div class="article-embed" lang="fr"><p class="article-embed__text">Contenu intégré retiré.</p></div>');
    // A frame of the company's own site links there directly, like any company link.
    const own = localizeArticleHtml(body('<iframe src="https://www.quorvia.example/solution" title="S"></iframe>').html, strings);
    expect(own).toContain('<a class="article-embed__link" href="https://www.quorvia.example/solution">Ouvrir sur www.quorvia.example</a>');
    expect(out).not.toContain('<iframe');
  });
  it("marks the page's own words with the page language inside the English body", () => {
    const html = body('<a href="https://a.example/">a</a><iframe src="https://player.vimeo.com/video/1" title="V"></iframe>').html;
    const out = localizeArticleHtml(html, { ...strings, lang: 'fr' });
    expect(out).toContain('<span class="visually-hidden" lang="fr">(ouvre une page d’avertissement)</span>');
    expect(out).toContain('data-embed-title="V" lang="fr">');
    expect(localizeArticleHtml(html, { ...strings, lang: 'en' })).not.toContain('lang=');
  });
});
