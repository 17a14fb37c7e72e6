import { useCallback, useEffect, useState } from 'react';
import type { JobListing } from '../../content/jobs/job-listing';
import { filtersFromQuery, filtersToQuery, NO_FILTERS, type JobFilters } from './job-filters';

/**
 * Region and team filters, kept in the query string so a filtered list can be shared. The HTML
 * is built without a query, so filters from the URL apply right after hydration, not before.
 */
export function useJobFilters(jobs: readonly JobListing[]): [JobFilters, (next: JobFilters) => void] {
  const [filters, setFilters] = useState<JobFilters>(NO_FILTERS);

  useEffect(() => {
    setFilters(filtersFromQuery(window.location.search, jobs));
  }, [jobs]);

  const update = useCallback((next: JobFilters) => {
    setFilters(next);
    // Through history directly: a router navigation would count a pageview and scroll to the top.
    const url = `${window.location.pathname}${filtersToQuery(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return [filters, update];
}
