import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClothesBody, type ClothesSlot, clothesApi, type EndpointInput } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export interface ClothesFilters {
  /** null: fitting any character. */
  characterId: number | null;
  slot: ClothesSlot | null;
  search: string;
}

export const adminClothesKeys = {
  all: ['admin', 'clothes'] as const,
  list: (filters: ClothesFilters) => ['admin', 'clothes', 'list', filters] as const,
  one: (id: number) => ['admin', 'clothes', 'one', id] as const,
  characters: ['admin', 'clothes', 'characters'] as const,
};

export function clothesListQuery(filters: ClothesFilters): EndpointInput<typeof clothesApi.list>['query'] {
  const query: EndpointInput<typeof clothesApi.list>['query'] = {};
  if (filters.characterId !== null) query.character_id = filters.characterId;
  if (filters.slot !== null) query.slot = filters.slot;
  const search = filters.search.trim();
  if (search) query.search = search;
  return query;
}

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useAdminClothesList(filters: ClothesFilters) {
  return useQuery({
    queryKey: adminClothesKeys.list(filters),
    queryFn: () => silentApi.call(clothesApi.list, { query: clothesListQuery(filters) }),
    // Keeps the table on screen while another filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminClothes(id: number | null) {
  return useQuery({
    queryKey: adminClothesKeys.one(id ?? 0),
    queryFn: id === null ? skipToken : () => silentApi.call(clothesApi.get, { params: { id } }),
  });
}

/** Every character clothes can be drawn for; the list filter and the form both need them. */
export function useCharacters() {
  return useQuery({
    queryKey: adminClothesKeys.characters,
    queryFn: () => silentApi.call(clothesApi.characters),
  });
}

/** Creates the item, or replaces its fields when an id is given; every list and the item reload. */
export function useSaveClothes(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClothesBody) =>
      id === null ? api.call(clothesApi.create, { body }) : api.call(clothesApi.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClothesKeys.all }),
  });
}

export function useDeleteClothes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(clothesApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClothesKeys.all }),
  });
}
