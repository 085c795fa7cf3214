import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  characterSchema,
  clothesPurchaseSchema,
  purchaseSchema,
  ROLE,
  type ShopClothes,
  type StudentCharacter,
  type SubjectData,
  shopClothesSchema,
  studentCharacterSchema,
} from '@umka/contracts';
import { z } from 'zod';
import { api, silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { storeLikesBalance } from '../../lib/likes-balance.ts';
import { subjectDataQueryKey, useSubject } from '../../lib/subject.tsx';

const characterListSchema = z.array(characterSchema);
const shopClothesListSchema = z.array(shopClothesSchema);
const purchaseListSchema = z.array(purchaseSchema);

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
    queryFn: ({ signal }) => silentApi.get('/characters', { schema: characterListSchema, signal }),
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
  const { studentId, subjectId } = useWardrobeOwner();
  const characterChanged = useCharacterChanged();
  return useMutation({
    mutationFn: (characterId: number) =>
      api.post(
        `/students/${studentId}/character`,
        { subject_id: subjectId, character_id: characterId },
        { schema: studentCharacterSchema },
      ),
    onSuccess: characterChanged,
  });
}

/** Clothes that fit the student's character in the chosen subject, with what they own and wear. */
export function useShopClothes() {
  const { studentId, subjectId } = useWardrobeOwner();
  return useQuery({
    queryKey: wardrobeKeys.shopClothes(studentId ?? 0, subjectId ?? 0),
    queryFn: ({ signal }) =>
      silentApi.get(`/students/${studentId}/shop/clothes`, {
        query: { subject_id: subjectId },
        schema: shopClothesListSchema,
        signal,
      }),
    // Admins restock the shop at any moment (WORLD.md: no caching), so every visit asks again.
    staleTime: 0,
    enabled: studentId !== null && subjectId !== null,
  });
}

/** A refusal (not enough likes, already owned) is reported by the main api client with the server's text. */
export function useBuyClothes() {
  const queryClient = useQueryClient();
  const { studentId, subjectId } = useWardrobeOwner();
  const characterChanged = useCharacterChanged();
  return useMutation({
    mutationFn: (clothesId: number) =>
      api.post(
        `/students/${studentId}/shop/clothes/${clothesId}`,
        { subject_id: subjectId },
        { schema: clothesPurchaseSchema },
      ),
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
  const { studentId, subjectId } = useWardrobeOwner();
  const characterChanged = useCharacterChanged();
  return useMutation({
    mutationFn: ({ clothesId, worn }: { clothesId: number; worn: boolean }) =>
      api.patch(
        `/students/${studentId}/clothes/${clothesId}`,
        { subject_id: subjectId, worn },
        { schema: studentCharacterSchema },
      ),
    onSuccess: characterChanged,
  });
}

/** Everything the student bought or was given in the chosen subject, newest first. */
export function usePurchases() {
  const { studentId, subjectId } = useWardrobeOwner();
  return useQuery({
    queryKey: wardrobeKeys.purchases(studentId ?? 0, subjectId ?? 0),
    queryFn: ({ signal }) =>
      silentApi.get(`/students/${studentId}/purchases`, {
        query: { subject_id: subjectId },
        schema: purchaseListSchema,
        signal,
      }),
    staleTime: 0,
    enabled: studentId !== null && subjectId !== null,
  });
}
