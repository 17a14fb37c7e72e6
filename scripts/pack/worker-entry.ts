/** The entry pack-cloudflare.ts bundles into `_worker.js`, with the pack's settings built in. */
import settings from 'virtual:pack-settings';
import { createItemWorker } from './item-worker';

export default createItemWorker(settings);
