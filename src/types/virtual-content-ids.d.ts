// Type of the build-generated module `virtual:content-ids`: filled in the server build only.
import type { ContentIdList } from '../content/content-ids';

declare const ids: Partial<Record<ContentIdList, string[]>>;
export default ids;
