import type { QueryClient } from '@tanstack/react-query';
import { refreshUnread } from '../../lib/unread.ts';

/** The `type` of a users.{id}.events 'new' event about a letter (the server's MAIL_EVENT). */
export const MAIL_EVENT_TYPE = 'mail';

/** Everything under `mail` is one student's mailbox; `mailing` is the admin's. */
export const mailKeys = {
  all: ['mail'] as const,
  box: (studentId: number, subjectId: number | null) => ['mail', studentId, subjectId] as const,
  mailings: ['mailing', 'list'] as const,
  templates: ['mailing', 'templates'] as const,
  preview: (audience: Record<string, unknown>) => ['mailing', 'preview', audience] as const,
  groups: ['mailing', 'groups'] as const,
  teachers: ['mailing', 'teachers'] as const,
};

/** A new letter arrived (socket): the open mailbox and the badge refetch. Kept free of schemas for the bridge. */
export async function refreshMail(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: mailKeys.all }), refreshUnread(queryClient)]);
}
