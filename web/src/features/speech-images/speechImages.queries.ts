import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Locale,
  type SpeechImage,
  type SpeechImageBody,
  type SpeechImagePatch,
  type SpeechSound,
  speechImagesApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const speechImageKeys = {
  all: ['speech-images'] as const,
  list: (locale: Locale, sound: SpeechSound | undefined) => ['speech-images', locale, sound ?? 'all'] as const,
};

/**
 * The picture cards of a language, of one sound or (with none) of all of them, in their order. Quiet: the page or
 * the game shows its own loading and error states.
 */
export function useSpeechImages(locale: Locale, sound?: SpeechSound) {
  return useQuery({
    queryKey: speechImageKeys.list(locale, sound),
    queryFn: () =>
      silentApi.call(speechImagesApi.list, { query: sound === undefined ? { locale } : { locale, sound } }),
    select: (list): SpeechImage[] => list.images,
  });
}

/** Any change reloads every list of cards: the admin's grid and a game's next deal alike. */
function useCardChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: speechImageKeys.all }),
  });
}

export interface NewSpeechImage {
  body: SpeechImageBody;
  /** The admin's own picture; null when `body.art_key` names a repo one. */
  file: File | null;
}

/** Silent: a refused word or picture is said under its field. */
export const useAddSpeechImage = () =>
  useCardChange(({ body, file }: NewSpeechImage) => {
    const form = new FormData();
    // The data goes before the file, so the server has read it when the file arrives.
    form.append('data', JSON.stringify(body));
    if (file) form.append('file', file);
    return silentApi.call(speechImagesApi.create, { body: form });
  });

export const useEditSpeechImage = () =>
  useCardChange(({ id, patch }: { id: number; patch: SpeechImagePatch }) =>
    silentApi.call(speechImagesApi.update, { params: { id }, body: patch }),
  );

/** Not silent: a failed delete is the client's usual notice. */
export const useDeleteSpeechImage = () =>
  useCardChange((id: number) => api.call(speechImagesApi.remove, { params: { id } }));
