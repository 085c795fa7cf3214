import '../allStyles.ts';
import { SUBJECT_IT } from '@umka/contracts';
import { RequiredNewsGate } from '../../features/news/index.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { useSubject } from '../../lib/subject.tsx';
import { ModalsHost } from '../../ui/ModalsHost.tsx';
import { ItLayout } from './ItLayout.tsx';
import { StudentPhone } from './PhoneDock.tsx';
import { StudentLayout } from './StudentLayout.tsx';

/**
 * Student pages take the IT layout while the IT subject is chosen, the student layout otherwise; both may ask to
 * confirm, both carry the phone, and a required news item of the chosen subject opens over either.
 */
export function StudentArea() {
  const { subject } = useSubject();
  // The phone's badges ask for unread counts: never while the home is drawn ahead of the app, only once it runs.
  const hydrated = useHydrated();
  return (
    <>
      <ModalsHost />
      {subject?.main_id === SUBJECT_IT ? <ItLayout /> : <StudentLayout />}
      <RequiredNewsGate />
      {hydrated ? <StudentPhone /> : null}
    </>
  );
}
