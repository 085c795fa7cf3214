import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminClothesSchema,
  type ClothesBody,
  type ClothesSlot,
  characterSchema,
  idResultSchema,
} from '@umka/contracts';
import { z } from 'zod';
import { api, silentApi } from '../../lib/api.ts';

export interface ClothesFilters {
  /** null: fitting any character. */
  characterId: number | null;
  slot: ClothesSlot | null;
  search: string;
}

const clothesListSchema = z.array(adminClothesSchema);
const charactersSchema = z.array(characterSchema);

export const adminClothesKeys = {
  all: ['admin', 'clothes'] as const,
  list: (filters: ClothesFilters) => ['admin', 'clothes', 'list', filters] as const,
  one: (id: number) => ['admin', 'clothes', 'one', id] as const,
  characters: ['admin', 'clothes', 'characters'] as const,
};

export function clothesListQuery(filters: ClothesFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
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
    queryFn: () => silentApi.get('/admin/clothes', { query: clothesListQuery(filters), schema: clothesListSchema }),
    // Keeps the table on screen while another filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminClothes(id: number | null) {
  return useQuery({
    queryKey: adminClothesKeys.one(id ?? 0),
    queryFn: () => silentApi.get(`/admin/clothes/${id}`, { schema: adminClothesSchema }),
    enabled: id !== null,
  });
}

/** Every character clothes can be drawn for; the list filter and the form both need them. */
export function useCharacters() {
  return useQuery({
    queryKey: adminClothesKeys.characters,
    queryFn: () => silentApi.get('/characters', { schema: charactersSchema }),
  });
}

/** Creates the item, or replaces its fields when an id is given; every list and the item reload. */
export function useSaveClothes(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClothesBody) =>
      id === null
        ? api.post('/admin/clothes', body, { schema: adminClothesSchema })
        : api.patch(`/admin/clothes/${id}`, body, { schema: adminClothesSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClothesKeys.all }),
  });
}

export function useDeleteClothes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/clothes/${id}`, undefined, { schema: idResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClothesKeys.all }),
  });
}
