import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatApi } from '@umka/contracts';
import { api } from '../../lib/api.ts';

export const parentChatKeys = {
  setting: (groupId: number) => ['chat', 'parent-chat', groupId] as const,
};

/** A class's "parents may write to its teacher" setting. */
export function useParentChatSetting(groupId: number) {
  return useQuery({
    queryKey: parentChatKeys.setting(groupId),
    queryFn: ({ signal }) => api.call(chatApi.parentChat, { params: { id: groupId } }, { signal }),
  });
}

/** The answer is the class's whole setting, which replaces the cached one. */
export function useToggleParentChat(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.call(chatApi.setParentChat, { params: { id: groupId }, body: { enabled } }),
    onSuccess: (setting) => queryClient.setQueryData(parentChatKeys.setting(groupId), setting),
  });
}
