import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Content } from '../../src/content/content-types';
import { jobCardBackdrop, jobCardCopy } from '../media/job-card';
import { jobImagePath } from '../../src/content/jobs/job-paths';
import type { OutputFile } from './content-outputs';

function teamLabels(): Record<string, string> {
  const file = resolve(process.env.LOCALES_DIR ?? 'locales', 'en', 'careers.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { teams: Record<string, string> }).teams;
}

let backdrop: Promise<Buffer> | null = null;

/**
 * One PNG per valid job: the shared backdrop is rasterised once per build, then each job only
 * costs its copy layer. Cards are in English like the job posts themselves.
 */
export async function jobSocialImages(content: Content): Promise<Array<Omit<OutputFile, 'source'> & { source: Buffer }>> {
  backdrop ??= sharp(Buffer.from(jobCardBackdrop())).png().toBuffer();
  const base = await backdrop;
  const teams = teamLabels();
  return Promise.all(
    content.jobs.map(async (job) => ({
      fileName: jobImagePath(job.referencenumber).slice(1),
      source: await sharp(base)
        .composite([{ input: Buffer.from(jobCardCopy({ title: job.title, city: job.city, team: teams[job.team_code] ?? job.team_code })) }])
        .png({ compressionLevel: 9, palette: true, quality: 90 })
        .toBuffer(),
    })),
  );
}
