import { gatedRoutePage } from '../features/brand/gated-route-page';
import { PressPhotos } from '../features/brand/press-photos';
import type { AssetsVault } from '../features/brand/gated-content';

/** /brand/assets: password-gated press photos. */
export default gatedRoutePage<AssetsVault>('assets', (vault) => <PressPhotos vault={vault} />);
