import type { Plugin } from 'vite';
import { planBuild, type PlanInputs } from '../build/incremental/build-plan';
import { currentPlan, recordSharedModule, setPlan } from '../build/incremental/build-run';

/**
 * Incremental builds (scripts/build/incremental/): decides full or incremental before the client
 * build empties the output folder, and hashes the generated modules the server build renders
 * pages from, for every page's fingerprint.
 */
export function incrementalPlugin(inputs: PlanInputs): Plugin {
  return {
    name: 'quorvia:incremental',
    config(_config, env) {
      // Once per prerender process; the dev server and the unit tests (command 'serve') never plan.
      if (env.command !== 'build' || env.isSsrBuild || currentPlan()) return;
      setPlan(planBuild(inputs));
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (this.environment?.config.consumer === 'server') recordSharedModule(id, code);
        return null;
      },
    },
  };
}
