import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceSessionsApi } from '@umka/contracts';
import { api } from '../../lib/api.ts';

export const sessionsKeys = {
  all: ['sessions'] as const,
};

/** The caller's signed-in devices, theirs first. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: sessionsKeys.all,
    queryFn: ({ signal }) => api.call(deviceSessionsApi.list, {}, { signal }),
  });
}

function useSessionsMutation<V, R>(call: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}

export const useEndSession = () =>
  useSessionsMutation((id: number) => api.call(deviceSessionsApi.end, { params: { id } }));

export const useEndOtherSessions = () => useSessionsMutation(() => api.call(deviceSessionsApi.endOthers, {}));
