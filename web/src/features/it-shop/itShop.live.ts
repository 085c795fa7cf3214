import type { QueryClient } from '@tanstack/react-query';

/*
 * What the realtime bridge needs of the IT shop, free of schemas: the bridge runs on every page, so it must not bring
 * the shop's endpoints or zod into the app's first files. The event types are the contracts' IT_POINTS_EVENT and
 * IT_PRIZE_GIVEN_EVENT, which itShop.live.test.ts holds these to.
 */

/** Everything under `it-shop` is the student's shop, the admin's goods or the teacher's prizes. */
export const IT_SHOP_ROOT_KEY = ['it-shop'] as const;

export const IT_POINTS_EVENT_TYPE = 'it-scores';
export const IT_PRIZE_GIVEN_EVENT_TYPE = 'it-prize-given';

/** The student's points or a prize changed elsewhere: whatever of the shop is on screen asks again. */
export function refreshItShop(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: IT_SHOP_ROOT_KEY });
}
