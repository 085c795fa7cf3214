import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ItPointRulesBody,
  type ItShopArtKey,
  type ItShopItemBody,
  itPointRulesApi,
  itShopApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { IT_SHOP_ROOT_KEY } from './itShop.live.ts';

export const itShopKeys = {
  all: IT_SHOP_ROOT_KEY,
  shop: [...IT_SHOP_ROOT_KEY, 'shop'] as const,
  points: (studentId: number) => [...IT_SHOP_ROOT_KEY, 'points', studentId] as const,
  adminItems: [...IT_SHOP_ROOT_KEY, 'admin', 'items'] as const,
  prizes: [...IT_SHOP_ROOT_KEY, 'prizes'] as const,
  pointRules: [...IT_SHOP_ROOT_KEY, 'admin', 'point-rules'] as const,
};

/** The goods' pictures are drawn in the repo (web/public/it-shop-art). */
export const itShopArtUrl = (key: ItShopArtKey) => `/it-shop-art/${key}.svg`;

/** The student's balance, the goods on sale and what they bought. Quiet: the page shows its own error. */
export function useItShop() {
  return useQuery({
    queryKey: itShopKeys.shop,
    queryFn: ({ signal }) => silentApi.call(itShopApi.shop, undefined, { signal }),
    // Stock and prizes change with other students and teachers, so every visit asks again.
    staleTime: 0,
  });
}

/** The student's IT points for the IT header; the `it-scores` event and a purchase ask again. Quiet: a badge. */
export function useItPoints(studentId: number) {
  return useQuery({
    queryKey: itShopKeys.points(studentId),
    queryFn: ({ signal }) => silentApi.call(itShopApi.scoresCount, { params: { id: studentId } }, { signal }),
  });
}

/**
 * A refusal (not enough points, sold out, already owned) is the main client's notice with the server's text; the shop
 * reloads either way, since a refusal means what the page showed was stale.
 */
export function useBuyItShopItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => api.call(itShopApi.buy, { body: { item_id: itemId } }),
    // The shop and the header's points.
    onSettled: () => queryClient.invalidateQueries({ queryKey: itShopKeys.all }),
  });
}

export function useAdminItShopItems() {
  return useQuery({
    queryKey: itShopKeys.adminItems,
    queryFn: ({ signal }) => silentApi.call(itShopApi.items, undefined, { signal }),
  });
}

/** Any change of the goods reloads everything of the shop that is cached. */
function useGoodsChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itShopKeys.all }),
  });
}

/** Silent: a refused field is said under it, any other refusal by the form's page. */
export const useCreateItShopItem = () =>
  useGoodsChange((body: ItShopItemBody) => silentApi.call(itShopApi.createItem, { body }));

export const useUpdateItShopItem = () =>
  useGoodsChange(({ id, body }: { id: number; body: ItShopItemBody }) =>
    silentApi.call(itShopApi.updateItem, { params: { id }, body }),
  );

/** Silent: a good someone bought cannot go, and the page explains that in its own notice. */
export const useRemoveItShopItem = () =>
  useGoodsChange((id: number) => silentApi.call(itShopApi.removeItem, { params: { id } }));

/** The real-world prizes the teacher's students bought, those to hand over first. */
export function useItPrizes() {
  return useQuery({
    queryKey: itShopKeys.prizes,
    queryFn: ({ signal }) => silentApi.call(itShopApi.prizes, undefined, { signal }),
  });
}

/** A prize given twice (two teachers at once) is the main client's notice; the list reloads either way. */
export function useGiveItPrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: number) => api.call(itShopApi.givePrize, { params: { id: purchaseId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itShopKeys.prizes }),
  });
}

/** How many IT points each source pays, for the admin's card. Quiet: the card shows its own error. */
export function useItPointRules() {
  return useQuery({
    queryKey: itShopKeys.pointRules,
    queryFn: ({ signal }) => silentApi.call(itPointRulesApi.rules, undefined, { signal }),
  });
}

/** Silent: a refused amount is said under its input, any other refusal by the card. */
export function useSaveItPointRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ItPointRulesBody) => silentApi.call(itPointRulesApi.updateRules, { body }),
    onSuccess: (rules) => queryClient.setQueryData(itShopKeys.pointRules, rules),
  });
}
