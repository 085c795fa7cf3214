import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PictureId, type PictureLoginSettings, pictureLoginApi, type User } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { signInWith } from '../../lib/login.ts';
import { saveFile } from '../../lib/save-file.ts';

export const pictureLoginKeys = {
  all: ['picture-login'] as const,
  byCode: (code: string) => [...pictureLoginKeys.all, 'code', code] as const,
  settings: (groupId: number) => [...pictureLoginKeys.all, 'settings', groupId] as const,
};

/** The class list behind a code; the page says itself what a wrong code means, so the call is silent. */
export function useClassByCode(code: string | null) {
  return useQuery({
    queryKey: pictureLoginKeys.byCode(code ?? ''),
    queryFn: ({ signal }) => silentApi.call(pictureLoginApi.classByCode, { params: { code: code ?? '' } }, { signal }),
    enabled: code !== null,
    retry: false,
  });
}

/** POST /picture-login: the token comes in its header and starts the session as a password login does. */
export function loginWithPictures(body: { code: string; student_id: number; pictures: PictureId[] }): Promise<User> {
  return signInWith((onHeaders) => silentApi.call(pictureLoginApi.login, { body }, { onHeaders }));
}

export function usePictureLogin() {
  return useMutation({ mutationFn: loginWithPictures });
}

export function useLoginSettings(groupId: number) {
  return useQuery({
    queryKey: pictureLoginKeys.settings(groupId),
    queryFn: ({ signal }) => api.call(pictureLoginApi.settings, { params: { id: groupId } }, { signal }),
  });
}

/** Every change answers the class's whole setting, which replaces the cached one. */
function useSettingsMutation<V>(groupId: number, call: (value: V) => Promise<PictureLoginSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => queryClient.setQueryData(pictureLoginKeys.settings(groupId), settings),
  });
}

export function useTogglePictureLogin(groupId: number) {
  return useSettingsMutation(groupId, (enabled: boolean) =>
    api.call(pictureLoginApi.toggle, { params: { id: groupId }, body: { enabled } }),
  );
}

export function useNewClassCode(groupId: number) {
  return useSettingsMutation(groupId, () => api.call(pictureLoginApi.newCode, { params: { id: groupId } }));
}

export function useResetPictures(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) => api.call(pictureLoginApi.resetPictures, { params: { id: groupId, studentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pictureLoginKeys.settings(groupId) }),
  });
}

/**
 * The cards need the bearer token, so a plain link cannot fetch them: fetched through the main client and handed to
 * the browser as a download. Printing draws pictures for students who had none, so the list is read again.
 */
export function usePrintCards(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileName: string) => {
      const blob = await api.call(pictureLoginApi.cards, { params: { id: groupId } });
      saveFile(blob, fileName);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pictureLoginKeys.settings(groupId) }),
  });
}
