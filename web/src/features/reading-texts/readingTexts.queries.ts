import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Locale, type ReadingLevel, type ReadingTextBody, readingTextsApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const READING_TEXTS_PAGE_SIZE = 20;

export interface ReadingTextListFilters {
  locale: Locale;
  /** null lists every level. */
  level: ReadingLevel | null;
  page: number;
}

export const readingTextKeys = {
  all: ['admin', 'reading-texts'] as const,
  list: (filters: ReadingTextListFilters) => ['admin', 'reading-texts', 'list', filters] as const,
  one: (id: number) => ['admin', 'reading-texts', 'one', id] as const,
};

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useReadingTextList(filters: ReadingTextListFilters) {
  return useQuery({
    queryKey: readingTextKeys.list(filters),
    queryFn: () =>
      silentApi.call(readingTextsApi.list, {
        query: {
          locale: filters.locale,
          page: filters.page,
          per_page: READING_TEXTS_PAGE_SIZE,
          ...(filters.level === null ? {} : { level: filters.level }),
        },
      }),
    // Keeps the table on screen while another page, language or level loads.
    placeholderData: keepPreviousData,
  });
}

export function useReadingText(id: number | null) {
  return useQuery({
    queryKey: readingTextKeys.one(id ?? 0),
    queryFn: id === null ? skipToken : () => silentApi.call(readingTextsApi.get, { params: { id } }),
  });
}

/** Creates the text, or replaces it when an id is given; either way every list and the text reload. */
export function useSaveReadingText(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadingTextBody) =>
      id === null
        ? api.call(readingTextsApi.create, { body })
        : api.call(readingTextsApi.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingTextKeys.all }),
  });
}

export function useDeleteReadingText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(readingTextsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingTextKeys.all }),
  });
}
