import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Locale, type TrainerWordBody, trainerWordsApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const TRAINER_WORDS_PAGE_SIZE = 50;

export interface TrainerWordFilters {
  locale: Locale;
  search: string;
  page: number;
}

export const trainerWordKeys = {
  all: ['admin', 'trainer-words'] as const,
  list: (filters: TrainerWordFilters) => ['admin', 'trainer-words', 'list', filters] as const,
};

export function useTrainerWordList(filters: TrainerWordFilters) {
  return useQuery({
    queryKey: trainerWordKeys.list(filters),
    queryFn: () =>
      silentApi.call(trainerWordsApi.list, {
        query: {
          locale: filters.locale,
          page: filters.page,
          per_page: TRAINER_WORDS_PAGE_SIZE,
          ...(filters.search.trim() === '' ? {} : { search: filters.search.trim() }),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Adding and renaming are silent: a refused word (foreign letters, one the list has) is said under its field. Every list reloads, and so do
 * the players' dictionaries, which the next game reads.
 */
function useWordChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trainerWordKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['trainer-words'] });
    },
  });
}

export const useAddTrainerWord = () =>
  useWordChange((body: TrainerWordBody) => silentApi.call(trainerWordsApi.create, { body }));

export const useRenameTrainerWord = () =>
  useWordChange(({ id, word }: { id: number; word: string }) =>
    silentApi.call(trainerWordsApi.update, { params: { id }, body: { word } }),
  );

/** Not silent: a failed delete is the client's usual notice. */
export const useDeleteTrainerWord = () =>
  useWordChange((id: number) => api.call(trainerWordsApi.remove, { params: { id } }));
