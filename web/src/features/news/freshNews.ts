import { type StudentNews, UNREAD_WEEK_DAYS } from '@umka/contracts';

const WEEK_MS = UNREAD_WEEK_DAYS * 24 * 60 * 60 * 1000;

/** "New" (spec §9): not read yet and published within the last week. */
export function isFreshNews(item: Pick<StudentNews, 'is_read' | 'created_at'>, now = Date.now()): boolean {
  return !item.is_read && now - new Date(item.created_at).getTime() < WEEK_MS;
}
