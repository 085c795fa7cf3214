import { useQuery } from '@tanstack/react-query';
import { subjectSchema } from '@umka/contracts';
import { z } from 'zod';
import { api } from '../../lib/api.ts';

const subjectListSchema = z.array(subjectSchema);

/** GET /subjects is public: the registration form offers every subject. */
export function usePublicSubjects() {
  return useQuery({
    queryKey: ['subjects', 'public'],
    queryFn: ({ signal }) => api.get('/subjects', { schema: subjectListSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
