import { type QueryClient, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clothesApi,
  ROLE,
  type ShopClothes,
  type StudentCharacter,
  type SubjectData,
  shopApi,
  wardrobeApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { storeLikesBalance } from '../../lib/likes-balance.ts';
import { subjectDataQueryKey, useSubject } from '../../lib/subject.tsx';

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
