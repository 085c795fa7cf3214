import { LIBRARY_KINDS, type LibraryKind, type LibraryListQuery } from '@umka/contracts';

/** The library's filters as the page keeps them: '' where nothing is chosen. */
export interface LibraryFilterValues {
  subject: string;
  kind: string;
  tag: string;
  search: string;
}

export const NO_FILTERS: LibraryFilterValues = { subject: '', kind: '', tag: '', search: '' };

const isKind = (value: string): value is LibraryKind => (LIBRARY_KINDS as readonly string[]).includes(value);

/** The list's query: only the filters in use, the search trimmed (spaces alone search for nothing). */
export function libraryQueryOf(filters: LibraryFilterValues): LibraryListQuery {
  const search = filters.search.trim();
  const subjectId = Number(filters.subject);
  return {
    ...(Number.isInteger(subjectId) && subjectId > 0 ? { subject_id: subjectId } : {}),
    ...(isKind(filters.kind) ? { kind: filters.kind } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(search ? { q: search } : {}),
  };
}
