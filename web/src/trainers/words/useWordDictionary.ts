import { useQuery } from '@tanstack/react-query';
import { type Locale, trainerWordsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

/**
 * The words of a language's list, to tell a real word the game did not hide (spec §8, "word unused in current game")
 * from letters that spell nothing. Until it arrives, or if it cannot, every such selection is just not in the game.
 */
export function useWordDictionary(locale: Locale): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: ['trainer-words', locale],
    queryFn: () => silentApi.call(trainerWordsApi.dictionary, { query: { locale } }),
    staleTime: 10 * 60_000,
  });
  return new Set(data?.words ?? []);
}
