import { parentPort, workerData } from 'node:worker_threads';
import type { DistPage } from '../../lib/dist-pages';
import type { Manifest } from '../page-assets';
import { finishPages } from './finish-pages';

const { dist, manifest, pages } = workerData as { dist: string; manifest: Manifest; pages: DistPage[] };
parentPort?.postMessage(await finishPages(dist, manifest, pages));
