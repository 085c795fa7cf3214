import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type HelpSignal, helpSignalsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

// Silent calls: the card reports its own failures (a retry in place, a notice for a failed mark).

export const helpSignalsKeys = {
  ofClass: (classId: number) => ['help-signals', 'class', classId] as const,
};

export function useClassHelpSignals(classId: number) {
  return useQuery({
    queryKey: helpSignalsKeys.ofClass(classId),
    queryFn: () => silentApi.call(helpSignalsApi.ofGroup, { params: { id: classId } }),
  });
}

/** Marks a signal handled; the class's list is read again, where the signal no longer is. */
export function useHandleHelpSignal(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signal: HelpSignal) =>
      silentApi.call(helpSignalsApi.handle, {
        params: { id: classId },
        body: { student_id: signal.student_id, rule: signal.rule, fingerprint: signal.fingerprint },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpSignalsKeys.ofClass(classId) }),
  });
}
