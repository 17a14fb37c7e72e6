/**
 * A page's fingerprint: everything its HTML is made from that can change without the code key
 * (code-key.ts) changing. Two builds that give a page the same fingerprint write the same page,
 * apart from hashed file names (asset-renames.ts), so the previous one is reused.
 */
import { createHash } from 'node:crypto';
import { bySource } from '../../../src/content/page-data/fingerprint-mode';

export interface PageInputs {
  path: string;
  /** Generated modules every page may render from (build-run.ts). */
  sharedHash: string;
  /** Hashes of the translation files the page renders with, in the order it loads them. */
  translations: readonly string[];
  /** The route data its loaders returned, as the page serialises it, but article bodies as their source (fingerprint-mode.ts). */
  loaderData: unknown;
}

export function pageFingerprint(inputs: PageInputs): string {
  return createHash('sha256')
    .update(JSON.stringify([inputs.path, inputs.sharedHash, inputs.translations, JSON.stringify(inputs.loaderData, bySource) ?? null]))
    .digest('hex');
}

/**
 * One route loader a page ran: its route id (a position in the route table, which only a code
 * change moves) and the params it was given. An incremental build calls these again to learn a
 * page's route data, without react-router matching the table and querying a handler per page.
 */
export type LoaderCall = [routeId: string, params: Record<string, string | undefined>];

/** What a build records of each page for the next one. */
export interface PageRecord {
  fingerprint: string;
  /** Absent when the page's loaders failed: it is rendered again whatever happens. */
  loaders?: LoaderCall[];
}

/** A page whose loaders failed renders an error boundary from values JSON cannot hold: it is always rendered. */
export const ALWAYS_RENDER = 'always-render';
