import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, subjectsApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { subjectKeys } from '../subjects/index.ts';

export const AUDIT_LOG_PAGE_SIZE = 20;
export const OUTBOX_PAGE_SIZE = 10;

export const adminKeys = {
  maintenance: ['admin', 'maintenance'] as const,
  outbox: (page: number) => ['admin', 'outbox', page] as const,
  auditLogs: ['admin', 'audit-log'] as const,
  auditLog: (page: number) => ['admin', 'audit-log', page] as const,
};

export function useMaintenance() {
  return useQuery({
    queryKey: adminKeys.maintenance,
    queryFn: () => silentApi.call(adminApi.maintenance),
  });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.call(adminApi.setMaintenance, { body: { enabled } }),
    onSuccess: (state) => {
      queryClient.setQueryData(adminKeys.maintenance, state);
      return queryClient.invalidateQueries({ queryKey: adminKeys.auditLogs });
    },
  });
}

/** The server keeps the outbox newest first, so a fresh reset code is at the top of page 1. */
export function useOutbox(page: number) {
  return useQuery({
    queryKey: adminKeys.outbox(page),
    queryFn: () => silentApi.call(adminApi.outbox, { query: { page, per_page: OUTBOX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: adminKeys.auditLog(page),
    queryFn: () => silentApi.call(adminApi.logs, { query: { page, per_page: AUDIT_LOG_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Opens a subject to students or closes it; every cached subject list then reads it again. */
export function useSetSubjectOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isOpen }: { id: number; isOpen: boolean }) =>
      api.call(subjectsApi.setOpen, { params: { id }, body: { is_open: isOpen } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
