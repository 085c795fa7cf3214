import type { QueryClient } from '@tanstack/react-query';
import { ROLE, type StudentNewsList } from '@umka/contracts';
import { channels, type EventPayload } from '@umka/contracts/realtime';
import { useEffect } from 'react';
import { useAuth } from '../../lib/auth.tsx';
import { i18n, localize } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { realtime } from '../../lib/socket.ts';
import { useSubject } from '../../lib/subject.tsx';
import { refreshUnread } from '../../lib/unread.ts';

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
  void refreshUnread(queryClient);
}

/** Listens to `create` on a subject's channel; returns the function that stops it. */
export function onNewsCreated(subjectId: number, handler: (created: NewsCreated) => void): () => void {
  return realtime.on('subjectNews', channels.subjectNews(subjectId), 'create', handler);
}

/** The student and their chosen subject; null for anyone else or before a subject is chosen. */
export function useNewsReader(): { studentId: number | null; subjectId: number | null } {
  const { user } = useAuth();
  const { subject } = useSubject();
  return { studentId: user?.role_id === ROLE.student ? user.id : null, subjectId: subject?.id ?? null };
}

/** Hears the chosen subject's news channel while a student has one chosen. */
export function useNewsChannel(): void {
  const { studentId, subjectId } = useNewsReader();
  useEffect(() => {
    if (studentId === null || subjectId === null) return;
    const channel = channels.subjectNews(subjectId);
    void realtime.subscribe(channel);
    return () => realtime.unsubscribe(channel);
  }, [studentId, subjectId]);
}
