import { z } from 'zod';
import { queryIdField } from './envelope.ts';
import { studentNewsSchema } from './news.ts';

/** The chosen subject narrows mail and news; a teacher, whose phone shows the chat alone, sends none. */
export const unreadQuerySchema = z.object({ subjectId: queryIdField.optional() });
export type UnreadQuery = z.infer<typeof unreadQuerySchema>;

const count = z.number().int().nonnegative();

/**
 * What is new for the signed-in user, in one answer on every page: the phone widget's badges (spec §1), so a page
 * shows them without loading the chat, mail and news lists; `required_news_id`, the oldest unread required news item
 * of the subject, which the student must read first; and `latest_news`, the subject's newest item for the home's
 * last-news card (spec §2 shared UI).
 */
export const unreadCountsSchema = z.object({
  chat: count,
  mail: count,
  news: count,
  required_news_id: z.number().int().positive().nullable(),
  latest_news: studentNewsSchema.nullable(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
