import { likesStillNeeded } from '@umka/contracts';
import { useSubject } from '../../lib/subject.tsx';

/** The shop's likes gate for the chosen subject; `ready` is false while the subject's data loads. */
export function useShopGate() {
  const { data } = useSubject();
  const likesEarned = data?.likes_earned ?? 0;
  return {
    ready: data !== null,
    open: data !== null && likesStillNeeded('shop', likesEarned) === 0,
    likesEarned,
    balance: data?.likes ?? 0,
    mainId: data?.subject.main_id ?? null,
  };
}
