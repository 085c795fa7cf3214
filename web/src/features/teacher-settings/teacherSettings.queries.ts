import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  avatarsApi,
  type ChangePasswordBody,
  type Me,
  type UpdateUserBody,
  type User,
  usersApi,
} from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { meQueryKey } from '../../lib/auth.tsx';
import { authStore } from '../../lib/auth-store.ts';

// Silent calls: each section shows its own success or failure notice (spec §8) instead of the generic one.

/** The changed user goes into the session and the /me cache at once, so the header shows it without a reload. */
function useAdoptUser() {
  const queryClient = useQueryClient();
  return ({ user }: { user: User }) => {
    authStore.setUser(user);
    queryClient.setQueryData<Me>(meQueryKey(user.id), (me) => (me ? { ...me, user } : me));
  };
}

export type ProfileChanges = Required<Pick<UpdateUserBody, 'first_name' | 'last_name' | 'phone'>>;

export function useSaveProfile(userId: number) {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: (body: ProfileChanges) => silentApi.call(usersApi.update, { params: { id: userId }, body }),
    onSuccess: adopt,
  });
}

export function useUploadAvatar(userId: number) {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return silentApi.call(avatarsApi.upload, { params: { id: userId }, body: form });
    },
    onSuccess: adopt,
  });
}

export function useRemoveAvatar(userId: number) {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: () => silentApi.call(avatarsApi.remove, { params: { id: userId } }),
    onSuccess: adopt,
  });
}

/** The answer carries a new token in its header, which the api client adopts: this session stays signed in. */
export function useChangePassword(userId: number) {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => silentApi.call(usersApi.changePassword, { params: { id: userId }, body }),
    onSuccess: adopt,
  });
}
