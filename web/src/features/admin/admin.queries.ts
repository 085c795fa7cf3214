import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AuditLogFilters, adminApi, subjectsApi } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { subjectKeys } from '../subjects/index.ts';

export const AUDIT_LOG_PAGE_SIZE = 20;
/** The settings page shows the newest few; the log page has the rest. */
export const LATEST_ACTIONS_COUNT = 5;
export const OUTBOX_PAGE_SIZE = 10;

export const adminKeys = {
  maintenance: ['admin', 'maintenance'] as const,
  outbox: (page: number) => ['admin', 'outbox', page] as const,
  auditLogs: ['admin', 'audit-log'] as const,
  auditLog: (page: number, filters: AuditLogFilters) => ['admin', 'audit-log', page, filters] as const,
  auditLogEntry: (id: number) => ['admin', 'audit-log', 'entry', id] as const,
  auditActions: ['admin', 'audit-log', 'actions'] as const,
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

export function useAuditLog(page: number, filters: AuditLogFilters = {}, perPage = AUDIT_LOG_PAGE_SIZE) {
  return useQuery({
    queryKey: adminKeys.auditLog(page, filters),
    queryFn: () => silentApi.call(adminApi.logs, { query: { ...filters, page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLogEntry(id: number) {
  return useQuery({
    queryKey: adminKeys.auditLogEntry(id),
    queryFn: () => silentApi.call(adminApi.log, { params: { id } }),
  });
}

/** The actions the log holds, for the filter's choices. */
export function useAuditActions() {
  return useQuery({ queryKey: adminKeys.auditActions, queryFn: () => silentApi.call(adminApi.logActions) });
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
