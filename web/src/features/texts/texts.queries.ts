import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TextEntry, type TextKind, type TextUpdateBody, textsApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { applyTextOverrides } from '../../lib/text-overrides.ts';

export interface TextListFilters {
  q: string;
  prefix: string;
  kind: TextKind | null;
  overridden: boolean;
  page: number;
}

export const textsKeys = {
  all: ['texts'] as const,
  list: (filters: TextListFilters) => ['texts', 'list', filters] as const,
  entry: (key: string) => ['texts', 'entry', key] as const,
};

export function useTextList(filters: TextListFilters) {
  return useQuery({
    queryKey: textsKeys.list(filters),
    queryFn: () =>
      silentApi.call(textsApi.list, {
        query: {
          ...(filters.q ? { q: filters.q } : {}),
          ...(filters.prefix ? { prefix: filters.prefix } : {}),
          ...(filters.kind ? { kind: filters.kind } : {}),
          ...(filters.overridden ? { overridden: 'true' } : {}),
          page: filters.page,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTextEntry(key: string) {
  return useQuery({ queryKey: textsKeys.entry(key), queryFn: () => silentApi.call(textsApi.get, { params: { key } }) });
}

/** After a change the admin's own pages show it at once: the server dropped its cache in this very request. */
function useChangedText() {
  const queryClient = useQueryClient();
  return (entry: TextEntry) => {
    queryClient.setQueryData(textsKeys.entry(entry.key), entry);
    void queryClient.invalidateQueries({ queryKey: ['texts', 'list'] });
    if (entry.kind === 'interface') void applyTextOverrides(currentLocale()).catch(() => undefined);
  };
}

export function useSaveText() {
  const changed = useChangedText();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: TextUpdateBody }) =>
      silentApi.call(textsApi.update, { params: { key }, body }),
    onSuccess: changed,
  });
}

export function useResetText() {
  const changed = useChangedText();
  return useMutation({
    mutationFn: (key: string) => api.call(textsApi.reset, { params: { key } }),
    onSuccess: changed,
  });
}
