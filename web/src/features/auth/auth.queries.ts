import { useQuery } from '@tanstack/react-query';
import { subjectSchema } from '@umka/contracts';
import { z } from 'zod';
import { api } from '../../lib/api.ts';

const subjectListSchema = z.array(subjectSchema);

/** GET /subjects is public: the registration form offers the subjects open to students. */
export function usePublicSubjects() {
  return useQuery({
    queryKey: ['subjects', 'public'],
    queryFn: async ({ signal }) =>
      (await api.get('/subjects', { schema: subjectListSchema, signal })).filter((subject) => subject.is_open),
    staleTime: 10 * 60_000,
  });
}
