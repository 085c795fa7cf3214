import {
  ADMIN_STUDENT_SORTS,
  type adminStudentsApi,
  type EndpointInput,
  SORT_ORDERS,
  type StudentSubjectStatusFilter,
} from '@umka/contracts';

export type AdminStudentSort = (typeof ADMIN_STUDENT_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The list's state as the address keeps it, so a reload, the back button and a shared link show the same list. */
export interface AdminStudentFilters {
  search: string;
  subjectId: number | null;
  groupId: number | null;
  teacherId: number | null;
  status: StudentSubjectStatusFilter | null;
  noClass: boolean;
  sort: AdminStudentSort;
  order: SortOrder;
  page: number;
}

export const ADMIN_STUDENTS_PAGE_SIZE = 20;

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

export function filtersFromParams(params: URLSearchParams): AdminStudentFilters {
  const status = params.get('status');
  return {
    search: params.get('search') ?? '',
    subjectId: idOf(params.get('subject_id')),
    groupId: idOf(params.get('group_id')),
    teacherId: idOf(params.get('teacher_id')),
    status: status === 'active' || status === 'blocked' ? status : null,
    noClass: params.get('no_class') === 'true',
    sort: oneOf(ADMIN_STUDENT_SORTS, params.get('sort'), 'name'),
    order: oneOf(SORT_ORDERS, params.get('order'), 'asc'),
    page: idOf(params.get('page')) ?? 1,
  };
}

/** Only what differs from the defaults goes in the address, in the server's names. */
export function paramsFromFilters(filters: AdminStudentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.subjectId !== null) params.set('subject_id', String(filters.subjectId));
  if (filters.groupId !== null) params.set('group_id', String(filters.groupId));
  if (filters.teacherId !== null) params.set('teacher_id', String(filters.teacherId));
  if (filters.status !== null) params.set('status', filters.status);
  if (filters.noClass) params.set('no_class', 'true');
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.order !== 'asc') params.set('order', filters.order);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters as the list and the export send them (the export leaves the page out). */
export type AdminStudentWireFilter = NonNullable<EndpointInput<typeof adminStudentsApi.export>['query']>;

export function queryOfFilters(filters: AdminStudentFilters): AdminStudentWireFilter {
  const search = filters.search.trim();
  return {
    ...(search && { search }),
    ...(filters.subjectId !== null && { subject_id: filters.subjectId }),
    ...(filters.groupId !== null && { group_id: filters.groupId }),
    ...(filters.teacherId !== null && { teacher_id: filters.teacherId }),
    ...(filters.status !== null && { status: filters.status }),
    ...(filters.noClass && { no_class: 'true' as const }),
    sort: filters.sort,
    order: filters.order,
  };
}

/** A click on a column's header sorts by it, and a second click turns the order round. */
export function toggledSort(filters: AdminStudentFilters, sort: AdminStudentSort): AdminStudentFilters {
  const order: SortOrder = filters.sort === sort && filters.order === 'asc' ? 'desc' : 'asc';
  return { ...filters, sort, order, page: 1 };
}
