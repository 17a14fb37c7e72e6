import { describe, expect, it } from 'vitest';
import { reactRenderTime, type CpuProfile } from './react-time';

const frame = (url: string) => ({ url });

describe('React time from a CPU profile', () => {
  it('counts samples under react-dom-server, including components it calls, and nothing else', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame(''), children: [2, 4] },
        { id: 2, callFrame: frame('file:///app/node_modules/react-dom/cjs/react-dom-server.node.production.js'), children: [3] },
        { id: 3, callFrame: frame('file:///app/.vite-react-ssg-temp/main.mjs') },
        { id: 4, callFrame: frame('file:///app/node_modules/unhead/dist/server.mjs') },
      ],
      samples: [2, 3, 3, 4, 1],
      timeDeltas: [100, 200, 300, 400, 500],
    };
    expect(reactRenderTime(profile)).toEqual({ reactMicros: 600, totalMicros: 1500 });
  });
});
