import '../allStyles.ts';
import { SUBJECT_IT } from '@umka/contracts';
import { useSubject } from '../../lib/subject.tsx';
import { ModalsHost } from '../../ui/ModalsHost.tsx';
import { ItLayout } from './ItLayout.tsx';
import { StudentLayout } from './StudentLayout.tsx';

/** Student pages take the IT layout while the IT subject is chosen, the student layout otherwise; both may ask to confirm. */
export function StudentArea() {
  const { subject } = useSubject();
  return (
    <>
      <ModalsHost />
      {subject?.main_id === SUBJECT_IT ? <ItLayout /> : <StudentLayout />}
    </>
  );
}
