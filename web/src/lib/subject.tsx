import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE, type SubjectData, type studentsApi } from '@umka/contracts';
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { api, type EndpointLater } from './api.ts';
import { isApiError } from './api-error.ts';
import { useAuth } from './auth.tsx';
import { firstPageSchemas } from './schemas-later.ts';
import { SubjectContext, type SubjectContextValue, type SubjectStatus } from './subject-context.ts';
import { subjectStore } from './subject-store.ts';

export type { SubjectContextValue, SubjectStatus } from './subject-context.ts';

/** Cache entry of one student's data for one subject; the realtime bridge updates likes in it. */
export const SUBJECT_DATA_QUERY_KEY = ['subject-data'] as const;
export const subjectDataQueryKey = (studentId: number, subjectId: number) =>
  [...SUBJECT_DATA_QUERY_KEY, studentId, subjectId] as const;

// A student's first page waits for this call: its schema loads with the request, not with the entry.
const SUBJECT_DATA: EndpointLater<typeof studentsApi.subjectData> = {
  method: 'GET',
  path: '/students/:id/subjects/:subjectId',
  load: () => firstPageSchemas().then((m) => m.studentsApi.subjectData),
};

function fetchSubjectData(studentId: number, subjectId: number, signal?: AbortSignal): Promise<SubjectData> {
  return api.call(SUBJECT_DATA, { params: { id: studentId, subjectId } }, { signal });
}

/** A student's data in the chosen subject, shared by the provider and the boot's early start (startSessionQueries). */
export const subjectDataQuery = (studentId: number, subjectId: number) =>
  queryOptions({
    queryKey: subjectDataQueryKey(studentId, subjectId),
    queryFn: ({ signal }) => fetchSubjectData(studentId, subjectId, signal),
  });

export function SubjectProvider({ children }: { children: ReactNode }) {
  const { status: authStatus, user } = useAuth();
  const queryClient = useQueryClient();
  const subject = useSyncExternalStore(subjectStore.subscribe, subjectStore.get, subjectStore.get);
  const [choosing, setChoosing] = useState(false);
  const studentId = user?.role_id === ROLE.student ? user.id : null;

  const dataQuery = useQuery({
    ...subjectDataQuery(studentId ?? 0, subject?.id ?? 0),
    enabled: studentId !== null && subject !== null && !choosing,
  });

  // A subject chosen by someone else on this device, or one taken away since, is forgotten.
  const lostAccess = isApiError(dataQuery.error) && [403, 404].includes(dataQuery.error.status);
  useEffect(() => {
    if (authStatus === 'anonymous' || lostAccess) subjectStore.set(null);
  }, [authStatus, lostAccess]);

  /** Spec §4: switching resets likes, character, profession and status, then loads the subject's data. */
  const choose = useCallback(
    async (subjectId: number) => {
      if (studentId === null) return;
      const query = subjectDataQuery(studentId, subjectId);
      setChoosing(true);
      queryClient.removeQueries({ queryKey: query.queryKey });
      try {
        const data = await queryClient.fetchQuery(query);
        subjectStore.set({ id: data.subject.id, main_id: data.subject.main_id });
      } finally {
        setChoosing(false);
      }
    },
    [queryClient, studentId],
  );

  const clear = useCallback(() => subjectStore.set(null), []);

  const data = studentId !== null && subject !== null && !choosing ? (dataQuery.data ?? null) : null;
  const status: SubjectStatus = choosing ? 'loading' : subject === null ? 'idle' : data ? 'ready' : 'loading';

  const value = useMemo<SubjectContextValue>(
    () => ({ subject, data, status, choose, clear }),
    [subject, data, status, choose, clear],
  );
  return <SubjectContext.Provider value={value}>{children}</SubjectContext.Provider>;
}

export function useSubject(): SubjectContextValue {
  const value = useContext(SubjectContext);
  if (!value) throw new Error('useSubject() needs <SubjectProvider> above it');
  return value;
}
