import type { LocalizedText, SubjectTrainerRef } from '@umka/contracts';
import { trainerUiFor } from '../../trainers/registry.ts';
import { isPlayedFromTestOnly } from './playable.ts';

export /** The subject's trainer after this one (the first after the last) that can be played on its own. */
function nextTrainer(
  trainers: readonly SubjectTrainerRef[],
  currentId: number,
  localized: (text: LocalizedText) => string,
): { to: string; title: string } | null {
  const playable = trainers.filter((entry) => trainerUiFor(entry.component) && !isPlayedFromTestOnly(entry));
  const at = playable.findIndex((entry) => entry.id === currentId);
  const next = playable[(at + 1) % playable.length];
  return next && next.id !== currentId ? { to: `/trainers/${next.id}`, title: localized(next.title) } : null;
}
