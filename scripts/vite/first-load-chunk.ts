import type { CodeSplittingGroup } from 'rolldown';

/**
 * One chunk for every module the entry imports statically. Rolldown splits out each
 * module a lazy chunk shares with the entry, so a page's first load was 11 small files, each a
 * request and a `<link rel=modulepreload>` the start script inserts (0.4 to 1.5 ms each on a slow
 * phone-class CPU, more with DevTools attached). They load together anyway: now they are one.
 * React DOM's client stays apart (vite-react-ssg imports it dynamically, when it hydrates), and
 * the icons keep their own group.
 */
export function firstLoadGroup(): CodeSplittingGroup {
  const known = new Map<string, boolean>();
  type Info = { isEntry: boolean; importers: readonly string[] } | null;
  const reachable = (id: string, info: (id: string) => Info): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // an import cycle reaches the entry through another importer, if at all
    const module = info(id);
    const result = !!module && (module.isEntry || module.importers.some((importer) => reachable(importer, info)));
    known.set(id, result);
    return result;
  };
  return {
    // A group named by a function has no label of its own; without one Rolldown asks for it on every build.
    debugName: 'first-load',
    name: (id, ctx) => {
      if (/\/node_modules\/lucide-react\//.test(id)) return null;
      return reachable(id, (m) => ctx.getModuleInfo(m)) ? 'first-load' : null;
    },
    includeDependenciesRecursively: false,
  };
}
