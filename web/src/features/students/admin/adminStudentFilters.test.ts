import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, queryOfFilters, toggledSort } from './adminStudentFilters.ts';

describe('the admin student list filters in the address', () => {
  it('reads every filter from the address and writes back the same address', () => {
    const address =
      'search=Ivan&subject_id=2&group_id=7&teacher_id=3&status=blocked&no_class=true&sort=birth_date&order=desc&page=3';
    const filters = filtersFromParams(new URLSearchParams(address));
    expect(filters).toEqual({
      search: 'Ivan',
      subjectId: 2,
      groupId: 7,
      teacherId: 3,
      status: 'blocked',
      noClass: true,
      sort: 'birth_date',
      order: 'desc',
      page: 3,
    });
    expect(paramsFromFilters(filters).toString()).toBe(address);
  });

  it('falls back to the defaults for what is missing or makes no sense, and leaves defaults out of the address', () => {
    const filters = filtersFromParams(new URLSearchParams('subject_id=abc&status=odd&sort=password&page=-2'));
    expect(filters).toMatchObject({ subjectId: null, status: null, sort: 'name', order: 'asc', page: 1 });
    expect(paramsFromFilters(filters).toString()).toBe('');
  });

  it('sends the filters in the server names without the page, and no_class only when asked', () => {
    const filters = filtersFromParams(new URLSearchParams('search=%20Olga%20&subject_id=1&page=4'));
    expect(queryOfFilters(filters)).toEqual({ search: 'Olga', subject_id: 1, sort: 'name', order: 'asc' });
    expect(queryOfFilters({ ...filters, noClass: true })).toMatchObject({ no_class: 'true' });
  });

  it('sorts by a clicked column, turns the order round on a second click, and goes back to the first page', () => {
    const filters = { ...filtersFromParams(new URLSearchParams('page=5')) };
    const byBirth = toggledSort(filters, 'birth_date');
    expect(byBirth).toMatchObject({ sort: 'birth_date', order: 'asc', page: 1 });
    expect(toggledSort(byBirth, 'birth_date')).toMatchObject({ sort: 'birth_date', order: 'desc' });
    expect(toggledSort(toggledSort(byBirth, 'birth_date'), 'name')).toMatchObject({ sort: 'name', order: 'asc' });
  });
});
