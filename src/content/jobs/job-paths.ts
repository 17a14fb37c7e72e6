/** Where a job's 1200x630 social image is published (made at build by job-social-images.ts). */
export const jobImagePath = (id: string) => `/careers/job/og/${id}.png`;

/** A job's oEmbed file (issue 6), beside its social image. */
export const jobOembedPath = (id: string) => `/careers/job/og/${id}.json`;
