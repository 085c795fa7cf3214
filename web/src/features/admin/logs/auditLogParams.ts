import type { AuditLogFilters } from '@umka/contracts';
import { useSearchParams } from 'react-router';

/** The filters the address may carry, by their query names (the API's names). */
export const AUDIT_FILTER_KEYS = ['actor', 'action', 'target_type', 'target_id', 'date_from', 'date_to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export interface AuditLogParams {
  filters: AuditLogFilters;
  /** The filters as typed into the form, text for each. */
  values: Record<AuditFilterKey, string>;
  page: number;
  /** Changes some parameters; any change but the page's starts again from the first page. */
  update: (changes: Partial<Record<AuditFilterKey | 'actor_id' | 'page', string | null>>) => void;
  clear: () => void;
}

/**
 * The log's filters and page live in the address, so a reload, the back button or a shared link shows the same
 * entries. An actor is either a person picked from an entry (`actor_id`) or a typed name (`actor`).
 */
export function useAuditLogParams(): AuditLogParams {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const filters: AuditLogFilters = {
    actor_id: positive(params.get('actor_id')),
    actor: text('actor'),
    action: text('action'),
    target_type: text('target_type'),
    target_id: positive(params.get('target_id')),
    date_from: day(params.get('date_from')),
    date_to: day(params.get('date_to')),
  };
  const defined = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as AuditLogFilters;
  const values = Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<
    AuditFilterKey,
    string
  >;
  const update: AuditLogParams['update'] = (changes) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value.trim() === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    filters: defined,
    values,
    page: positive(params.get('page')) ?? 1,
    update,
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}
