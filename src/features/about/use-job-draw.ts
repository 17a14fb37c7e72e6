import { useEffect, useState } from 'react';
import { ABOUT_JOB_COUNT, drawJobs } from './draw-jobs';

/**
 * The first five jobs at build (so prerendered HTML and hydration agree), a fresh random five
 * after hydration. `shuffled` lets tests tell the two apart.
 */
export function useJobDraw<T>(pool: readonly T[]): { jobs: T[]; shuffled: boolean } {
  const [state, setState] = useState(() => ({ jobs: pool.slice(0, ABOUT_JOB_COUNT), shuffled: false }));
  useEffect(() => {
    setState({ jobs: drawJobs(pool), shuffled: true });
  }, [pool]);
  return state;
}
