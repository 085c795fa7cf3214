import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ParentRedeemBody, parentsApi, type User } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { signInWith } from '../../lib/login.ts';

export const parentsKeys = {
  all: ['parents'] as const,
  access: (studentId: number) => [...parentsKeys.all, 'access', studentId] as const,
  check: (code: string) => [...parentsKeys.all, 'check', code] as const,
  children: () => [...parentsKeys.all, 'children'] as const,
  week: (childId: number) => [...parentsKeys.all, 'week', childId] as const,
  trends: (childId: number, subjectId: number) => [...parentsKeys.all, 'trends', childId, subjectId] as const,
};

/** Who follows the child and the invitations still waiting (the child's, their teacher's or an admin's view). */
export function useParentAccess(studentId: number) {
  return useQuery({
    queryKey: parentsKeys.access(studentId),
    queryFn: ({ signal }) => api.call(parentsApi.access, { params: { id: studentId } }, { signal }),
  });
}

function useAccessMutation<V, R>(studentId: number, call: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentsKeys.access(studentId) }),
  });
}

export const useCreateInvite = (studentId: number) =>
  useAccessMutation(studentId, () => api.call(parentsApi.createInvite, { params: { id: studentId } }));

export const useCancelInvite = (studentId: number) =>
  useAccessMutation(studentId, (inviteId: number) => api.call(parentsApi.cancelInvite, { params: { id: inviteId } }));

export const useUnlinkParent = (studentId: number) =>
  useAccessMutation(studentId, (parentId: number) =>
    api.call(parentsApi.unlink, { params: { id: studentId, parentId } }),
  );

/** Whose progress a code opens; the join page explains a code that does not work itself, so the call is silent. */
export function useInviteCheck(code: string | null) {
  return useQuery({
    queryKey: parentsKeys.check(code ?? ''),
    queryFn: ({ signal }) => silentApi.call(parentsApi.checkInvite, { body: { code: code ?? '' } }, { signal }),
    enabled: code !== null,
    retry: false,
  });
}

/** POST /parent-invites/redeem: the new account's token comes in its header and starts the session like a login. */
export function redeemInvite(body: ParentRedeemBody): Promise<User> {
  return signInWith((onHeaders) => silentApi.call(parentsApi.redeem, { body }, { onHeaders }));
}

export function useChildren() {
  return useQuery({
    queryKey: parentsKeys.children(),
    queryFn: ({ signal }) => api.call(parentsApi.children, {}, { signal }),
  });
}

export function useLinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => silentApi.call(parentsApi.link, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentsKeys.children() }),
  });
}

export function useChildWeek(childId: number) {
  return useQuery({
    queryKey: parentsKeys.week(childId),
    queryFn: ({ signal }) => api.call(parentsApi.week, { params: { id: childId } }, { signal }),
  });
}

export function useChildTrends(childId: number, subjectId: number | null) {
  return useQuery({
    queryKey: parentsKeys.trends(childId, subjectId ?? 0),
    queryFn: ({ signal }) =>
      api.call(parentsApi.trends, { params: { id: childId }, query: { subject_id: subjectId ?? 0 } }, { signal }),
    enabled: subjectId !== null,
  });
}
