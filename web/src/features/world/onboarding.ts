import { isSubjectAllowed, type SubjectData } from '@umka/contracts';

/**
 * Spec §2: in a subject with professions the student first picks a character, then a profession;
 * the home sends them to whichever is missing. Null once both are there (or the subject has neither).
 */
export function onboardingPath(data: Pick<SubjectData, 'subject' | 'character' | 'profession'>): string | null {
  if (!isSubjectAllowed('job', data.subject.main_id)) return null;
  if (data.character === null) return '/student/characters';
  if (data.profession === null) return '/student/job/select';
  return null;
}
