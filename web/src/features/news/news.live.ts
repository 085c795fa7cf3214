import type { QueryClient } from '@tanstack/react-query';
import type { StudentNewsList } from '@umka/contracts';
import { channels, type EventPayload } from '@umka/contracts/realtime';
import { i18n, localize } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { realtime } from '../../lib/socket.ts';

/*
 * What the realtime bridge (app/RealtimeBridge.tsx, loaded for every visitor) uses of news: no endpoint schemas here,
 * so listening to the socket does not bring zod into the app's entry.
 */

export const newsKeys = {
  all: ['news'] as const,
  student: (studentId: number, subjectId: number) => ['news', 'student', studentId, subjectId] as const,
  item: (id: number) => ['news', 'item', id] as const,
  admin: ['admin', 'news'] as const,
  adminList: (subjectId: number | null, page: number) => ['admin', 'news', 'list', subjectId, page] as const,
  adminItem: (id: number) => ['admin', 'news', 'item', id] as const,
};

export type NewsCreated = EventPayload<'subjectNews', 'create'>;

/**
 * A published item reaches the student's list at once (the one place the socket's `create` becomes cache): first
 * in the list, unread, with a notice naming it. The gate opens it by itself when it is required.
 */
export function receiveCreatedNews(queryClient: QueryClient, studentId: number, created: NewsCreated): void {
  notifySuccess(i18n.t('news.created', { title: localize(created.title) }));
  queryClient.setQueryData<StudentNewsList>(newsKeys.student(studentId, created.subject_id), (list) => {
    if (!list || list.news.some((item) => item.id === created.id)) return list;
    return { unread: list.unread + 1, news: [{ ...created, is_read: false }, ...list.news] };
  });
}

/** Listens to `create` on a subject's channel; returns the function that stops it. */
export function onNewsCreated(subjectId: number, handler: (created: NewsCreated) => void): () => void {
  return realtime.on('subjectNews', channels.subjectNews(subjectId), 'create', handler);
}
