import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ParentSettings, parentDigestApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

// Silent calls: the settings page shows its own load and save failures in place.

export const parentDigestKeys = {
  settings: ['parent-digest', 'settings'] as const,
};

export function useParentSettings() {
  return useQuery({
    queryKey: parentDigestKeys.settings,
    queryFn: ({ signal }) => silentApi.call(parentDigestApi.settings, {}, { signal }),
  });
}

/** Saves the settings; the answer is what the page shows from then on. */
export function useSaveParentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentSettings) => silentApi.call(parentDigestApi.updateSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(parentDigestKeys.settings, settings),
  });
}
