import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLibraryFilters } from './useLibraryFilters.ts';

describe('useLibraryFilters', () => {
  it('asks for every material until a filter is chosen', () => {
    const { result } = renderHook(() => useLibraryFilters());
    expect(result.current.query).toEqual({});
  });

  it('puts a chosen filter in the query at once and clears it when the choice is cleared', () => {
    const { result } = renderHook(() => useLibraryFilters());
    act(() => result.current.setFilter('kind', 'video'));
    expect(result.current.filters.kind).toBe('video');
    expect(result.current.query).toEqual({ kind: 'video' });

    act(() => result.current.setFilter('kind', null));
    expect(result.current.filters.kind).toBe('');
    expect(result.current.query).toEqual({});
  });

  it('shows the typed words at once but searches for them only once the typing pauses', async () => {
    const { result } = renderHook(() => useLibraryFilters());
    act(() => result.current.setFilter('search', ' дроби '));
    expect(result.current.filters.search).toBe(' дроби ');
    expect(result.current.query).toEqual({});
    await waitFor(() => expect(result.current.query).toEqual({ q: 'дроби' }));
  });
});
