import { useCallback, useEffect, useState } from 'react';
import { parseJobFeed, type JobListing } from '../../content/jobs/job-listing';
import { JOBS_FEED } from '../../content/jobs/job-paths';
import { useLocale } from '../../lib/i18n/use-locale';

export type JobFeedState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; jobs: JobListing[]; refreshing: boolean };

/**
 * The list starts from the jobs baked into the page and is refreshed from the feed after
 * hydration, so a page cached by the CDN still shows today's openings. A failed refresh keeps
 * the jobs already shown; the error state (spec 000 section 8), with a retry, is only for a list
 * that has nothing to show.
 */
export function useJobFeed(initial: JobListing[] | null): { state: JobFeedState; retry: () => void } {
  const locale = useLocale().key;
  const [state, setState] = useState<JobFeedState>(() => (initial ? { status: 'ready', jobs: initial, refreshing: true } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetch(JOBS_FEED, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`The job feed answered ${response.status}.`);
        return response.json() as Promise<unknown>;
      })
      .then((feed) => setState({ status: 'ready', jobs: parseJobFeed(feed, locale), refreshing: false }))
      .catch(() => {
        if (controller.signal.aborted) return;
        setState((current) => (current.status === 'ready' && current.jobs.length > 0 ? { ...current, refreshing: false } : { status: 'error' }));
      });
    return () => controller.abort();
  }, [attempt, locale]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
