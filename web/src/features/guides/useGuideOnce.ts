import { type Guide, type GuideFeature, isGuideSubject, ROLE } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth.tsx';
import { useSubject } from '../../lib/subject.tsx';
import { useGuides, useMarkGuideSeen } from './guides.queries.ts';

/**
 * Spec §4: a guide opens once per user. For a student whose subject has a guide of `feature` they have not seen
 * (`me.user.property.guides`), answers that guide, recorded as seen the moment it shows; otherwise null. The guide
 * stays shown until `close` even though it is recorded at once, so the page does not lose it mid-video.
 */
export function useGuideOnce(feature: GuideFeature): { guide: Guide | null; close: () => void } {
  const { user } = useAuth();
  const { subject } = useSubject();
  const isStudent = user?.role_id === ROLE.student;
  const subjectId = isStudent && subject && isGuideSubject(subject.main_id) ? subject.main_id : null;
  const guides = useGuides(subjectId);
  const markSeen = useMarkGuideSeen(user?.id ?? 0);
  const [shown, setShown] = useState<Guide | null>(null);
  const [closed, setClosed] = useState(false);

  const watched = user?.property.guides;
  const due = guides.data?.guides.find((guide) => guide.feature === feature && !watched?.includes(guide.code)) ?? null;
  const { mutate } = markSeen;

  useEffect(() => {
    if (!due || shown || closed) return;
    setShown(due);
    mutate(due.code);
  }, [due, shown, closed, mutate]);

  return {
    guide: closed ? null : shown,
    close: () => setClosed(true),
  };
}
