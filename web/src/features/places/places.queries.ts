import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fieldActivitySchema,
  type LocationScene,
  locationSceneSchema,
  type MoveThingBody,
  shopThingSchema,
  studentFieldActivitySchema,
  studentLocationSchema,
  thingPurchaseSchema,
} from '@umka/contracts';
import { z } from 'zod';
import { api, silentApi } from '../../lib/api.ts';
import { storeLikesBalance } from '../../lib/likes-balance.ts';
import { SUBJECT_DATA_QUERY_KEY, useSubject } from '../../lib/subject.tsx';

/** One place as the student sees it: a home, a workplace, or a class's shared place (with its class). */
export interface PlaceRef {
  studentId: number;
  subjectId: number;
  locationId: number;
  groupId: number | null;
}

const fieldActivitiesSchema = z.array(fieldActivitySchema);
const studentLocationsSchema = z.array(studentLocationSchema);
const shopThingsSchema = z.array(shopThingSchema);

const placeKey = (place: PlaceRef) => [place.studentId, place.subjectId, place.locationId, place.groupId ?? 0] as const;

export const placesKeys = {
  fieldActivities: ['places', 'field-activities'] as const,
  studentFieldActivity: (studentId: number) => ['places', 'field-activity', studentId] as const,
  locations: (studentId: number, subjectId: number) => ['places', 'locations', studentId, subjectId] as const,
  scene: (place: PlaceRef) => ['places', 'scene', ...placeKey(place)] as const,
  shop: (place: PlaceRef) => ['places', 'shop', ...placeKey(place)] as const,
  previews: (place: PlaceRef) => ['places', 'preview', ...placeKey(place)] as const,
  preview: (place: PlaceRef, thingId: number) => [...placesKeys.previews(place), thingId] as const,
};

const thingsPath = (place: PlaceRef) => `/students/${place.studentId}/locations/${place.locationId}/things`;
const placeQuery = (place: PlaceRef) => ({ subject_id: place.subjectId, group_id: place.groupId });

export function useFieldActivities() {
  return useQuery({
    queryKey: placesKeys.fieldActivities,
    queryFn: ({ signal }) => silentApi.get('/field-activities', { schema: fieldActivitiesSchema, signal }),
  });
}

/**
 * The student's profession with its progress; null before one is chosen. Its key follows the profession in the
 * subject data, which the realtime bridge reloads on an upgrade, so an open job page shows the new level.
 */
export function useStudentFieldActivity(studentId: number | null) {
  const profession = useSubject().data?.profession ?? null;
  return useQuery({
    queryKey: [...placesKeys.studentFieldActivity(studentId ?? 0), profession?.id ?? 0, profession?.level ?? 0],
    queryFn: ({ signal }) =>
      silentApi.get(`/students/${studentId}/field-activity`, { schema: studentFieldActivitySchema.nullable(), signal }),
    enabled: studentId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useChooseFieldActivity(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fieldActivityId: number) =>
      api.post(
        `/students/${studentId}/field-activity`,
        { field_activity_id: fieldActivityId },
        { schema: studentFieldActivitySchema },
      ),
    // Awaited so the job page opens on the new profession rather than on the one it replaced.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SUBJECT_DATA_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: placesKeys.studentFieldActivity(studentId) });
      await queryClient.invalidateQueries({ queryKey: ['places', 'locations', studentId] });
    },
  });
}

/** Home, workplace and class places of the student in the subject. */
export function useStudentLocations(studentId: number | null, subjectId: number | null) {
  return useQuery({
    queryKey: placesKeys.locations(studentId ?? 0, subjectId ?? 0),
    queryFn: ({ signal }) =>
      silentApi.get(`/students/${studentId}/locations`, {
        query: { subject_id: subjectId },
        schema: studentLocationsSchema,
        signal,
      }),
    enabled: studentId !== null && subjectId !== null,
  });
}

export function useLocationScene(place: PlaceRef) {
  return useQuery({
    queryKey: placesKeys.scene(place),
    queryFn: ({ signal }) =>
      silentApi.get(thingsPath(place), { query: placeQuery(place), schema: locationSceneSchema, signal }),
  });
}

export function useThingShop(place: PlaceRef) {
  return useQuery({
    queryKey: placesKeys.shop(place),
    queryFn: ({ signal }) =>
      silentApi.get(`${thingsPath(place)}/shop`, { query: placeQuery(place), schema: shopThingsSchema, signal }),
  });
}

/** The place with a thing for sale standing where the server would put it. */
export function useThingPreview(place: PlaceRef, thingId: number | null) {
  return useQuery({
    queryKey: placesKeys.preview(place, thingId ?? 0),
    queryFn: ({ signal }) =>
      silentApi.get(`${thingsPath(place)}/preview`, {
        query: { ...placeQuery(place), thing_id: thingId },
        schema: locationSceneSchema,
        signal,
      }),
    enabled: thingId !== null,
  });
}

export type ThingMove = Pick<MoveThingBody, 'x' | 'y' | 'placed'>;

/** Moves, puts away or puts back an owned thing; the answer is the whole place as it now stands. */
export function useMoveThing(place: PlaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: ThingMove }) =>
      api.patch(
        `${thingsPath(place)}/${id}`,
        { subject_id: place.subjectId, ...move },
        { schema: locationSceneSchema },
      ),
    onSuccess: (scene) => storeScene(queryClient, place, scene),
  });
}

export function useBuyThing(place: PlaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (thingId: number) =>
      api.post(
        thingsPath(place),
        { subject_id: place.subjectId, thing_id: thingId, ...(place.groupId ? { group_id: place.groupId } : {}) },
        { schema: thingPurchaseSchema },
      ),
    onSuccess: async (purchase) => {
      storeScene(queryClient, place, purchase.scene);
      storeLikesBalance(queryClient, place.studentId, place.subjectId, purchase.balance);
      await queryClient.invalidateQueries({ queryKey: placesKeys.shop(place) });
    },
  });
}

/** Previews were placed around the old arrangement, so they are asked for again. */
function storeScene(queryClient: QueryClient, place: PlaceRef, scene: LocationScene): void {
  queryClient.setQueryData(placesKeys.scene(place), scene);
  queryClient.removeQueries({ queryKey: placesKeys.previews(place) });
}
