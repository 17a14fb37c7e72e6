/**
 * The prerender's page modules, imported once per process. Every import() of a module already
 * loaded still goes through the build's module hooks, a round trip to their thread (about 5% of a
 * page worker's time). vite-react-ssg files a page's client preloads by the module ids reported
 * to its tracking global, a call its build puts in front of each import(); the ids the first call
 * reported are reported again on every later one, so each page lists the same preloads as before.
 */
const TRACK = '__VITE_REACT_SSG_TRACK_SSR_MODULE__';
type Track = (id: string) => void;
const scope = globalThis as { [TRACK]?: Track };

export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let first: { module: Promise<T>; reported: string[] } | undefined;
  return () => {
    if (first) {
      for (const id of first.reported) scope[TRACK]?.(id);
      return first.module;
    }
    const outer = scope[TRACK];
    const reported: string[] = [];
    scope[TRACK] = (id) => {
      reported.push(id);
      outer?.(id);
    };
    try {
      first = { module: load(), reported };
    } finally {
      scope[TRACK] = outer;
    }
    return first.module;
  };
}
