import { describe, expect, it } from 'vitest';
import { listenFailureLine, noSiteLine, npmCommand } from './server-start';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('server start', () => {
  it('names PORT when the port is taken', () => {
    expect(listenFailureLine(failure('EADDRINUSE'), 4173, '127.0.0.1', 'npm start')).toBe('Port 4173 is in use: stop the other server or run PORT=4174 npm start');
  });

  it('names HOST when the address is not this machine', () => {
    expect(listenFailureLine(failure('EADDRNOTAVAIL'), 4173, '10.9.9.9', 'npm start')).toMatch(/^HOST=10\.9\.9\.9 is not an address of this machine/);
    expect(listenFailureLine(failure('ECONNRESET'), 4173, '127.0.0.1')).toBeNull();
  });

  it('says what to run when there is nothing to serve', () => {
    expect(noSiteLine('dist/', 'npm run serve')).toBe('dist/ holds no built site (no index.html): run npm run build first, or npm start to build and serve.');
    expect(npmCommand({ npm_lifecycle_event: 'start' })).toBe('npm start');
    expect(npmCommand({})).toBe('npm run serve');
  });
});
