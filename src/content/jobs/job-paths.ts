/** Where a job's 1200x630 social image is published (made at build by job-social-images.ts). */
export const jobImagePath = (id: string) => `/media/jobs/${id}.png`;

/** A job's oEmbed file: JSON, served as such by the /careers/job/og/* header rule. */
export const jobOembedPath = (id: string) => `/careers/job/og/${id}.json`;

/** The spec's job feed (spec 000 section 7): the raw jobs file, a map from reference to job. */
export const JOBS_FEED = '/assets/jobs/jobs.json';
