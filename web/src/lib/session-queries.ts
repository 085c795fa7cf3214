import type { QueryClient } from '@tanstack/react-query';
import { ROLE } from '@umka/contracts';
import { meQuery } from './auth.tsx';
import { authStore } from './auth-store.ts';
import { subjectDataQuery } from './subject.tsx';
import { subjectStore } from './subject-store.ts';

/**
 * Asks for what every signed-in page shows (the user, and a student's chosen subject) as soon as the kept session is
 * restored, so the answers travel while the layout's code loads instead of after it has rendered. The providers'
 * queries then find them in flight or cached under the same keys.
 */
export function startSessionQueries(queryClient: QueryClient): void {
  const user = authStore.get().user;
  if (!user) return;
  void queryClient.prefetchQuery(meQuery(user.id));
  const subject = subjectStore.get();
  if (user.role_id === ROLE.student && subject) void queryClient.prefetchQuery(subjectDataQuery(user.id, subject.id));
}
