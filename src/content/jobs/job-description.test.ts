import { describe, expect, it } from 'vitest';
import { prepareJobDescription } from './job-description';

const b64 = (html: string) => Buffer.from(html, 'utf8').toString('base64');

describe('prepareJobDescription', () => {
  it('decodes base64 descriptions, UTF-8 included', () => {
    expect(prepareJobDescription(b64('<p>Équipe à Luxembourg</p>'))).toBe('<p>Équipe à Luxembourg</p>');
  });

  it('gives empty text when base64 does not decode to UTF-8', () => {
    expect(prepareJobDescription(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'))).toBe('');
  });

  it('uses plain HTML as it is', () => {
    expect(prepareJobDescription('<p>Plain <em>HTML</em></p>')).toBe('<p>Plain <em>HTML</em></p>');
    expect(prepareJobDescription(undefined)).toBe('');
  });

  it('strips hashtags but keeps anchors, numbers and C#', () => {
    const html = prepareJobDescription('<p>Join us #hiring #OSINT in Luxembourg (#LI-Hybrid). See <a href="#apply">apply</a>, page 12, C# and F#.</p>');
    expect(html).toBe('<p>Join us in Luxembourg. See <a href="#apply">apply</a>, page 12, C# and F#.</p>');
  });

  it('turns a bold label ending in a colon into a subheading, keeping the rest as a paragraph', () => {
    expect(prepareJobDescription('<p><strong>What you will do:</strong></p><p>Build things.</p>')).toBe('<h2>What you will do</h2><p>Build things.</p>');
    expect(prepareJobDescription('<p><b>Location:</b> Luxembourg, hybrid</p>')).toBe('<h2>Location</h2><p>Luxembourg, hybrid</p>');
    expect(prepareJobDescription('<p> <strong>About you:</strong><br>Curious.</p>')).toBe('<h2>About you</h2><p>Curious.</p>');
  });

  it('leaves bold text that is not a label alone', () => {
    const html = '<p><strong>Important</strong>: read this.</p><p>Text with <strong>bold:</strong> inside.</p>';
    expect(prepareJobDescription(html)).toBe(html);
  });

  it('removes empty paragraphs, including &nbsp; and <br> only ones, but keeps images', () => {
    expect(prepareJobDescription('<p>One</p><p> </p><p>&nbsp;</p><p><br></p><p>#onlyatag</p><p><img src="/media/x.webp" alt="x"></p>')).toBe(
      '<p>One</p><p><img src="/media/x.webp" alt="x"></p>',
    );
  });
});
