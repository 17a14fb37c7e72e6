import { describe, expect, it } from 'vitest';
import { firstLoadGroup } from './first-load-chunk';

type Graph = Record<string, { isEntry?: boolean; importers?: string[] }>;

function nameOf(graph: Graph, id: string): string | null | undefined {
  const group = firstLoadGroup();
  const ctx = { getModuleInfo: (m: string) => (graph[m] ? { isEntry: false, importers: [], ...graph[m] } : null) };
  if (typeof group.name !== 'function') throw new Error('the group names chunks with a function');
  return (group.name as (id: string, ctx: unknown) => string | null | undefined)(id, ctx);
}

describe('firstLoadGroup', () => {
  const graph: Graph = {
    '/src/main.tsx': { isEntry: true },
    '/src/app.ts': { importers: ['/src/main.tsx'] },
    '/node_modules/react/index.js': { importers: ['/src/app.ts', '/src/pages/home.tsx'] },
    // Reached only through a dynamic import: not part of the first load.
    '/src/pages/home.tsx': { importers: [] },
    '/src/pages/card.tsx': { importers: ['/src/pages/home.tsx'] },
    '/node_modules/lucide-react/dist/esm/icons/menu.js': { importers: ['/src/app.ts'] },
    // An import cycle that reaches the entry through one of its members.
    '/src/cycle-a.ts': { importers: ['/src/cycle-b.ts'] },
    '/src/cycle-b.ts': { importers: ['/src/cycle-a.ts', '/src/app.ts'] },
    '/src/lonely-a.ts': { importers: ['/src/lonely-b.ts'] },
    '/src/lonely-b.ts': { importers: ['/src/lonely-a.ts'] },
  };

  it('puts every module the entry imports statically in one chunk', () => {
    for (const id of ['/src/main.tsx', '/src/app.ts', '/node_modules/react/index.js', '/src/cycle-a.ts', '/src/cycle-b.ts']) {
      expect(nameOf(graph, id), id).toBe('first-load');
    }
  });

  it('leaves lazy modules, cycles that never reach the entry and the icons to other chunks', () => {
    for (const id of ['/src/pages/home.tsx', '/src/pages/card.tsx', '/src/lonely-a.ts', '/node_modules/lucide-react/dist/esm/icons/menu.js', '/unknown.js']) {
      expect(nameOf(graph, id), id).toBeNull();
    }
  });
});
