import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { contentTypeOf, emittedFilesMiddleware } from './emitted-files';

function call(url: string) {
  const middleware = emittedFilesMiddleware('/media/environment/', async () => [{ fileName: 'media/environment/plan-fr.pdf', source: 'PDF' }]);
  const sent: { status?: number; headers?: Record<string, string>; body?: unknown } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(sent, { status, headers });
      return this;
    },
  } as unknown as ServerResponse;
  return new Promise<{ sent: typeof sent; next: boolean }>((done) => {
    const next = vi.fn(() => done({ sent, next: true }));
    res.end = ((body: unknown) => {
      sent.body = body;
      done({ sent, next: false });
    }) as ServerResponse['end'];
    middleware({ url } as IncomingMessage, res, next);
  });
}

describe('emittedFilesMiddleware', () => {
  it('answers an emitted file at its URL with its type', async () => {
    const { sent, next } = await call('/media/environment/plan-fr.pdf?download');
    expect(next).toBe(false);
    expect(sent).toMatchObject({ status: 200, body: 'PDF', headers: { 'Content-Type': 'application/pdf' } });
  });
  it('passes on other URLs, under its prefix or not', async () => {
    expect((await call('/media/environment/plan-xx.pdf')).next).toBe(true);
    expect((await call('/hub')).next).toBe(true);
  });
  it('knows the types the plugins emit', () => {
    expect(contentTypeOf('a/B.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('x.bin')).toBe('application/octet-stream');
  });
});
