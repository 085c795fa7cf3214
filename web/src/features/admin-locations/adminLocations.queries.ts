import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminLocationDetailSchema,
  adminLocationSchema,
  adminThingSchema,
  idResultSchema,
  type LocationPatch,
  type ThingBody,
} from '@umka/contracts';
import { z } from 'zod';
import { api, silentApi } from '../../lib/api.ts';

const locationListSchema = z.array(adminLocationSchema);

export const adminLocationKeys = {
  all: ['admin', 'locations'] as const,
  list: ['admin', 'locations', 'list'] as const,
  one: (id: number) => ['admin', 'locations', 'one', id] as const,
};

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useAdminLocations() {
  return useQuery({
    queryKey: adminLocationKeys.list,
    queryFn: () => silentApi.get('/admin/locations', { schema: locationListSchema }),
  });
}

export function useAdminLocation(id: number | null) {
  return useQuery({
    queryKey: adminLocationKeys.one(id ?? 0),
    queryFn: () => silentApi.get(`/admin/locations/${id}`, { schema: adminLocationDetailSchema }),
    enabled: id !== null,
  });
}

/** Any change to a location or its things reloads the list too: it counts the things. */
function useReloadLocations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminLocationKeys.all });
}

export function useSaveLocation(id: number) {
  const reload = useReloadLocations();
  return useMutation({
    mutationFn: (body: LocationPatch) =>
      api.patch(`/admin/locations/${id}`, body, { schema: adminLocationDetailSchema }),
    onSuccess: reload,
  });
}

/** Adds a thing to the location, or changes the thing whose id is given. */
export function useSaveThing(locationId: number) {
  const reload = useReloadLocations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ThingBody }) =>
      id === null
        ? api.post(`/locations/${locationId}/things`, body, { schema: adminThingSchema })
        : api.patch(`/admin/location-things/${id}`, body, { schema: adminThingSchema }),
    onSuccess: reload,
  });
}

export function useDeleteThing() {
  const reload = useReloadLocations();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/location-things/${id}`, undefined, { schema: idResultSchema }),
    onSuccess: reload,
  });
}
