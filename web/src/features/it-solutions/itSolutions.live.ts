import type { QueryClient } from '@tanstack/react-query';

/*
 * What the realtime bridge needs of task solutions, free of schemas: the bridge runs on every page, so it must not
 * bring the solutions' endpoints or zod into the app's first files. The event type is the contracts'
 * IT_SOLUTION_REVIEWED_EVENT, which itSolutions.live.test.ts holds it to.
 */

/** Everything under `it-solutions` is the student's own solution of a lesson or a teacher's queue. */
const IT_SOLUTIONS_ROOT_KEY = ['it-solutions'] as const;

export const IT_SOLUTION_REVIEWED_EVENT_TYPE = 'itSolutionReviewed';

export type ReviewedSolutionStatus = 'accepted' | 'needs_work' | 'rejected';

/** What the teacher decided, as the event tells it. */
export function reviewedSolutionStatus(data: Record<string, unknown> | undefined): ReviewedSolutionStatus | null {
  const status = data?.status;
  return status === 'accepted' || status === 'needs_work' || status === 'rejected' ? status : null;
}

/** A teacher checked one of the student's solutions: the lesson on screen shows the verdict and the comment. */
export function refreshItSolutions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: IT_SOLUTIONS_ROOT_KEY });
}
