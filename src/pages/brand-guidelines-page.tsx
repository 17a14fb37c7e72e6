import { gatedRoutePage } from '../features/brand/gated-route-page';
import { GuidelinesView } from '../features/brand/guidelines-view';
import { GuidelinesHeroDocument } from '../features/brand/guidelines-hero';
import type { GuidelinesVault } from '../features/brand/gated-content';

/** /brand/guidelines: the password-gated brand guidelines, opening with their title page. */
export default gatedRoutePage<GuidelinesVault>('guidelines', (vault) => <GuidelinesView vault={vault} />, <GuidelinesHeroDocument />);
