import { loadKeyed, type Loaded } from '../load-entries';
import { jobSchema, type Job } from './job-schema';

export const JOBS_FILE = 'jobs/jobs.json';

/** Spec 000 section 5: only jobs whose date.valid is true are shown anywhere. */
function invalidReason(entry: unknown): string | null {
  const date = (entry as { date?: { valid?: unknown } }).date;
  return date?.valid === true ? null : 'date.valid is not true; job skipped (it will not appear on the site)';
}

export function loadJobs(contentDir: string): Loaded<Job> {
  return loadKeyed(contentDir, JOBS_FILE, jobSchema, { idField: 'referencenumber', skip: invalidReason });
}
