import type { StudentLocation } from '@umka/contracts';
import { type PlaceRef, useStudentLocations } from '../world.queries.ts';
import { useStudentSubject } from './useStudentSubject.ts';

/** One of the student's places in the chosen subject, found in the list the server gives. */
export function useStudentPlace(pick: (entry: StudentLocation) => boolean) {
  const { studentId, subjectId } = useStudentSubject();
  const locations = useStudentLocations(studentId, subjectId);
  const entry = locations.data?.find(pick) ?? null;
  const place: PlaceRef | null =
    entry && studentId !== null && subjectId !== null
      ? { studentId, subjectId, locationId: entry.location.id, groupId: entry.group?.id ?? null }
      : null;
  return { locations, entry, place };
}
