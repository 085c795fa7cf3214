import type { ChosenSubject, SubjectData } from '@umka/contracts';
import { createContext, useContext } from 'react';

export type SubjectStatus = 'idle' | 'loading' | 'ready';

export interface SubjectContextValue {
  subject: ChosenSubject | null;
  data: SubjectData | null;
  status: SubjectStatus;
  choose(subjectId: number): Promise<void>;
  clear(): void;
}

/** Kept apart from the provider, so a reader of it does not pull in the provider's loading. */
export const SubjectContext = createContext<SubjectContextValue | null>(null);

/**
 * The chosen subject's data where a student's subject may be around, or null: the game shell also runs
 * for a teacher trying a trainer out, and in tests of its own without a provider.
 */
export function useSubjectDataIfAny(): SubjectData | null {
  return useContext(SubjectContext)?.data ?? null;
}
