import { describe, expect, it } from 'vitest';
import { libraryQueryOf, NO_FILTERS } from './libraryFilters.ts';

describe('libraryQueryOf', () => {
  it('asks for everything when no filter is chosen', () => {
    expect(libraryQueryOf(NO_FILTERS)).toEqual({});
  });

  it('sends the subject, kind, tag and trimmed search that are chosen', () => {
    expect(libraryQueryOf({ subject: '1', kind: 'page', tag: 'дроби', search: '  прямая ' })).toEqual({
      subject_id: 1,
      kind: 'page',
      tag: 'дроби',
      q: 'прямая',
    });
  });

  it('leaves out a search of spaces alone and a kind the library does not have', () => {
    expect(libraryQueryOf({ ...NO_FILTERS, kind: 'script', search: '   ' })).toEqual({});
  });
});
