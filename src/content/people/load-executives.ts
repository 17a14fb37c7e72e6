import { loadList, type Loaded } from '../load-entries';
import { executiveSchema, type Executive } from './executive-schema';

export const EXECUTIVES_FILE = 'data/executives.json';

export function loadExecutives(contentDir: string): Loaded<Executive> {
  return loadList(contentDir, EXECUTIVES_FILE, executiveSchema);
}
