import type { QueryClient } from '@tanstack/react-query';

/*
 * What the realtime bridge needs of the exhibition, free of schemas: the bridge runs on every page, so it must not
 * bring the exhibition's endpoints or zod into the app's first files. The event type is the contracts'
 * IT_PROJECT_REVIEWED_EVENT, which itProjects.live.test.ts holds it to.
 */

/** Everything under `it-projects` is an exhibition list, a project or a teacher's queue. */
export const IT_PROJECTS_ROOT_KEY = ['it-projects'] as const;

export const IT_PROJECT_REVIEWED_EVENT_TYPE = 'itProjectReviewed';

/** What a teacher decided, as the event tells it. */
export function reviewedStatus(data: Record<string, unknown> | undefined): 'approved' | 'rejected' | null {
  const status = data?.status;
  return status === 'approved' || status === 'rejected' ? status : null;
}

/** A teacher decided on one of the student's projects: whatever of the exhibition is on screen asks again. */
export function refreshItProjects(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: IT_PROJECTS_ROOT_KEY });
}
