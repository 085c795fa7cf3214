import { useQuery } from '@tanstack/react-query';
import { subjectsApi } from '@umka/contracts';
import { api } from '../../lib/api.ts';

/** GET /subjects is public: the registration form offers the subjects open to students. */
export function usePublicSubjects() {
  return useQuery({
    queryKey: ['subjects', 'public'],
    queryFn: async ({ signal }) =>
      (await api.call(subjectsApi.list, undefined, { signal })).filter((subject) => subject.is_open),
    staleTime: 10 * 60_000,
  });
}
