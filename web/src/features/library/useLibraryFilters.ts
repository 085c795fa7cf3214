import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useLibrary, useLibraryTags } from './library.queries.ts';
import { type LibraryFilterValues, libraryQueryOf, NO_FILTERS } from './libraryFilters.ts';

/** Wait for a pause in typing so each keystroke does not hit the server. */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;

/** The library's filters as typed, and the list's query they make once the typing pauses. */
export function useLibraryFilters() {
  const [filters, setFilters] = useState<LibraryFilterValues>(NO_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, LIBRARY_SEARCH_DEBOUNCE_MS);
  const setFilter = (key: keyof LibraryFilterValues, value: string | null) =>
    setFilters((current) => ({ ...current, [key]: value ?? '' }));
  return { filters, setFilter, query: libraryQueryOf({ ...filters, search: debouncedSearch }) };
}

/**
 * The library as the filters bar narrows it, with the tags the bar offers: of one subject when `subjectId` is given (a
 * homework's), else of every subject the caller sees.
 */
export function useFilteredLibrary(subjectId?: number) {
  const { filters, setFilter, query } = useLibraryFilters();
  const materials = useLibrary({ ...(subjectId === undefined ? {} : { subject_id: subjectId }), ...query });
  const tags = useLibraryTags(subjectId);
  return { filters, setFilter, filtered: Object.keys(query).length > 0, materials, tags: tags.data ?? [] };
}
