import {
  keepPreviousData,
  type QueryClient,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  clothesApi,
  type LocationScene,
  type MoveThingBody,
  professionsApi,
  ROLE,
  type ShopClothes,
  type StudentCharacter,
  type SubjectData,
  shopApi,
  thingsApi,
  wardrobeApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { storeLikesBalance } from '../../lib/likes-balance.ts';
import { SUBJECT_DATA_QUERY_KEY, subjectDataQueryKey, useSubject } from '../../lib/subject.tsx';

export const wardrobeKeys = {
  characters: ['characters'] as const,
  /** Everything the student's shop departments list: a purchase makes all of it stale. */
  shop: ['shop'] as const,
  shopClothes: (studentId: number, subjectId: number) => ['shop', 'clothes', studentId, subjectId] as const,
  purchases: (studentId: number, subjectId: number) => ['shop', 'purchases', studentId, subjectId] as const,
};

/** The student and subject every wardrobe call acts for; null until both are known. */
function useWardrobeOwner() {
  const { user } = useAuth();
  const { subject } = useSubject();
  const studentId = user?.role_id === ROLE.student ? user.id : null;
  return { studentId, subjectId: subject?.id ?? null };
}

/** The pages offer a wardrobe change only once the student and the subject are known. */
function known({ studentId, subjectId }: ReturnType<typeof useWardrobeOwner>) {
  if (studentId === null || subjectId === null) throw new Error('The wardrobe needs a student and a subject');
  return { studentId, subjectId };
}

function setSubjectData(
  queryClient: QueryClient,
  studentId: number,
  subjectId: number,
  change: Partial<Pick<SubjectData, 'likes' | 'character'>>,
): void {
  queryClient.setQueryData<SubjectData>(subjectDataQueryKey(studentId, subjectId), (data) =>
    data ? { ...data, ...change } : data,
  );
}

export function useCharacters() {
  return useQuery({
    queryKey: wardrobeKeys.characters,
    queryFn: ({ signal }) => silentApi.call(clothesApi.characters, {}, { signal }),
  });
}

/** The dressed character changed: the subject data holds it, and every list marking worn items is stale. */
function useCharacterChanged() {
  const queryClient = useQueryClient();
  const { studentId, subjectId } = useWardrobeOwner();
  return (character: StudentCharacter) => {
    if (studentId === null || subjectId === null) return;
    setSubjectData(queryClient, studentId, subjectId, { character });
    void queryClient.invalidateQueries({ queryKey: wardrobeKeys.shop });
  };
}

export function useChooseCharacter() {
  const owner = useWardrobeOwner();
  const characterChanged = useCharacterChanged();
  return useMutation({
    mutationFn: (characterId: number) => {
      const { studentId, subjectId } = known(owner);
      return api.call(wardrobeApi.chooseCharacter, {
        params: { id: studentId },
        body: { subject_id: subjectId, character_id: characterId },
      });
    },
    onSuccess: characterChanged,
  });
}

/** Clothes that fit the student's character in the chosen subject, with what they own and wear. */
export function useShopClothes() {
  const { studentId, subjectId } = useWardrobeOwner();
  return useQuery({
    queryKey: wardrobeKeys.shopClothes(studentId ?? 0, subjectId ?? 0),
    queryFn:
      studentId === null || subjectId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              wardrobeApi.clothesShop,
              { params: { id: studentId }, query: { subject_id: subjectId } },
              { signal },
            ),
    // Admins restock the shop at any moment (WORLD.md: no caching), so every visit asks again.
    staleTime: 0,
  });
}

/** A refusal (not enough likes, already owned) is reported by the main api client with the server's text. */
export function useBuyClothes() {
  const queryClient = useQueryClient();
  const { studentId, subjectId } = useWardrobeOwner();
  const characterChanged = useCharacterChanged();
  return useMutation({
    mutationFn: (clothesId: number) => {
      const owner = known({ studentId, subjectId });
      return api.call(wardrobeApi.buyClothes, {
        params: { id: owner.studentId, clothesId },
        body: { subject_id: owner.subjectId },
      });
    },
    onSuccess: ({ balance, character }, clothesId) => {
      if (studentId === null || subjectId === null) return;
      storeLikesBalance(queryClient, studentId, subjectId, balance);
      // The shelf marks the piece as owned at once; the refetch that follows confirms it.
      queryClient.setQueryData<ShopClothes[]>(wardrobeKeys.shopClothes(studentId, subjectId), (items) =>
        items?.map((item) => (item.id === clothesId ? { ...item, owned: true } : item)),
      );
      characterChanged(character);
    },
  });
}

export function useWearClothes() {
  const owner = useWardrobeOwner();
  const characterChanged = useCharacterChanged();
  return useMutation({
    mutationFn: ({ clothesId, worn }: { clothesId: number; worn: boolean }) => {
      const { studentId, subjectId } = known(owner);
      return api.call(wardrobeApi.wear, {
        params: { id: studentId, clothesId },
        body: { subject_id: subjectId, worn },
      });
    },
    onSuccess: characterChanged,
  });
}

/** Everything the student bought or was given in the chosen subject, newest first. */
export function usePurchases() {
  const { studentId, subjectId } = useWardrobeOwner();
  return useQuery({
    queryKey: wardrobeKeys.purchases(studentId ?? 0, subjectId ?? 0),
    queryFn:
      studentId === null || subjectId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              shopApi.purchases,
              { params: { id: studentId }, query: { subject_id: subjectId } },
              { signal },
            ),
    staleTime: 0,
  });
}

/** One place as the student sees it: a home, a workplace, or a class's shared place (with its class). */
export interface PlaceRef {
  studentId: number;
  subjectId: number;
  locationId: number;
  groupId: number | null;
}

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

const placeParams = (place: PlaceRef) => ({ id: place.studentId, locationId: place.locationId });
const placeQuery = (place: PlaceRef) => ({ subject_id: place.subjectId, group_id: place.groupId ?? undefined });

export function useFieldActivities() {
  return useQuery({
    queryKey: placesKeys.fieldActivities,
    queryFn: ({ signal }) => silentApi.call(professionsApi.list, {}, { signal }),
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
    queryFn:
      studentId === null
        ? skipToken
        : ({ signal }) => silentApi.call(professionsApi.current, { params: { id: studentId } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChooseFieldActivity(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fieldActivityId: number) =>
      api.call(professionsApi.choose, { params: { id: studentId }, body: { field_activity_id: fieldActivityId } }),
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
    queryFn:
      studentId === null || subjectId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              shopApi.locations,
              { params: { id: studentId }, query: { subject_id: subjectId } },
              { signal },
            ),
  });
}

export function useLocationScene(place: PlaceRef) {
  return useQuery({
    queryKey: placesKeys.scene(place),
    queryFn: ({ signal }) =>
      silentApi.call(thingsApi.scene, { params: placeParams(place), query: placeQuery(place) }, { signal }),
  });
}

export function useThingShop(place: PlaceRef) {
  return useQuery({
    queryKey: placesKeys.shop(place),
    queryFn: ({ signal }) =>
      silentApi.call(thingsApi.shop, { params: placeParams(place), query: placeQuery(place) }, { signal }),
  });
}

/** The place with a thing for sale standing where the server would put it. */
export function useThingPreview(place: PlaceRef, thingId: number | null) {
  return useQuery({
    queryKey: placesKeys.preview(place, thingId ?? 0),
    queryFn:
      thingId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              thingsApi.preview,
              { params: placeParams(place), query: { ...placeQuery(place), thing_id: thingId } },
              { signal },
            ),
  });
}

export type ThingMove = Pick<MoveThingBody, 'x' | 'y' | 'placed'>;

/** Moves, puts away or puts back an owned thing; the answer is the whole place as it now stands. */
export function useMoveThing(place: PlaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: ThingMove }) =>
      api.call(thingsApi.move, {
        params: { ...placeParams(place), thingId: id },
        body: { subject_id: place.subjectId, ...move },
      }),
    onSuccess: (scene) => storeScene(queryClient, place, scene),
  });
}

export function useBuyThing(place: PlaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (thingId: number) =>
      api.call(thingsApi.buy, {
        params: placeParams(place),
        body: { subject_id: place.subjectId, thing_id: thingId, ...(place.groupId ? { group_id: place.groupId } : {}) },
      }),
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
