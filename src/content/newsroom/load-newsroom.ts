import { loadList, type Loaded } from '../load-entries';
import { newsroomSchema, type NewsroomArticle } from './newsroom-schema';

export const NEWSROOM_FILE = 'posts/newsroom.json';

export function loadNewsroom(contentDir: string): Loaded<NewsroomArticle> {
  return loadList(contentDir, NEWSROOM_FILE, newsroomSchema, { idField: 'id' });
}
