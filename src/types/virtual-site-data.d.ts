// Type of the build-generated module `virtual:site-data` (scripts/vite/content-plugin.ts).
import type { SiteData } from '../content/site-data';

declare const data: SiteData;
export default data;
