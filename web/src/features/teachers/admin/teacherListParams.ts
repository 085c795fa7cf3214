import { TEACHER_SORTS } from '@umka/contracts';
import { useSearchParams } from 'react-router';
import type { SortOrder, TeacherListFilters, TeacherSort } from '../teachers.queries.ts';

export type ActivityFilter = 'all' | 'active' | 'blocked';

const ACTIVITY_TO_FILTER: Record<ActivityFilter, boolean | null> = { all: null, active: true, blocked: false };

const isSort = (value: string | null): value is TeacherSort => TEACHER_SORTS.some((sort) => sort === value);
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export interface TeacherListParams {
  filters: TeacherListFilters;
  activity: ActivityFilter;
  /** Changes some parameters; any change but the page's starts again from the first page. */
  update: (
    changes: Partial<Record<'search' | 'subject' | 'status' | 'sort' | 'order' | 'page', string | null>>,
  ) => void;
}

/**
 * The list's filters, sort and page live in the address, so a reload, the back button or a shared link shows the
 * same page; unknown values fall back to the defaults.
 */
export function useTeacherListParams(): TeacherListParams {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const activity: ActivityFilter = status === 'active' || status === 'blocked' ? status : 'all';
  const sort = params.get('sort');
  const filters: TeacherListFilters = {
    search: params.get('search') ?? '',
    subjectId: positive(params.get('subject')),
    isActive: ACTIVITY_TO_FILTER[activity],
    sort: isSort(sort) ? sort : 'name',
    order: params.get('order') === 'desc' ? 'desc' : ('asc' satisfies SortOrder),
    page: positive(params.get('page')) ?? 1,
  };
  const update: TeacherListParams['update'] = (changes) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === undefined) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { filters, activity, update };
}
