import { gatedRoutePage } from '../features/brand/gated-route-page';
import { GuidelinesView } from '../features/brand/guidelines-view';
import type { GuidelinesVault } from '../features/brand/gated-content';

/** /brand/guidelines: the password-gated brand guidelines. */
export default gatedRoutePage<GuidelinesVault>('guidelines', (vault) => <GuidelinesView vault={vault} />);
