import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type LocationPatch, locationsApi, type ThingBody } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const adminLocationKeys = {
  all: ['admin', 'locations'] as const,
  list: ['admin', 'locations', 'list'] as const,
  one: (id: number) => ['admin', 'locations', 'one', id] as const,
};

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useAdminLocations() {
  return useQuery({
    queryKey: adminLocationKeys.list,
    queryFn: () => silentApi.call(locationsApi.list),
  });
}

export function useAdminLocation(id: number | null) {
  return useQuery({
    queryKey: adminLocationKeys.one(id ?? 0),
    queryFn: id === null ? skipToken : () => silentApi.call(locationsApi.get, { params: { id } }),
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
    mutationFn: (body: LocationPatch) => api.call(locationsApi.update, { params: { id }, body }),
    onSuccess: reload,
  });
}

/** Adds a thing to the location, or changes the thing whose id is given. */
export function useSaveThing(locationId: number) {
  const reload = useReloadLocations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ThingBody }) =>
      id === null
        ? api.call(locationsApi.addThing, { params: { id: locationId }, body })
        : api.call(locationsApi.updateThing, { params: { id }, body }),
    onSuccess: reload,
  });
}

export function useDeleteThing() {
  const reload = useReloadLocations();
  return useMutation({
    mutationFn: (id: number) => api.call(locationsApi.removeThing, { params: { id } }),
    onSuccess: reload,
  });
}
