/** Prints the folder of the registry's Node 24 binary (installing the pinned tools if missing), for PATH. */
import { ensureCdnTools, node24Dir } from './cdn-tools';

ensureCdnTools();
process.stdout.write(`${node24Dir()}\n`);
