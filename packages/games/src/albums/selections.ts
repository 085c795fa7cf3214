import { type ErrorCode, EXCHANGE_SIZE, MAX_LEGENDARY_SELECTION, MAX_LOT_ITEMS } from '@umka/contracts';

interface Selectable {
  is_legendary: boolean;
}

/**
 * Why these pieces cannot be made legendary, or null (spec §5): none selected (AlbumsStoreNotify2), more than five
 * (Notify5), one already legendary (Notify4).
 */
export function legendaryRefusal(selected: readonly Selectable[]): ErrorCode | null {
  if (selected.length === 0) return 'LEGENDARY_NONE_SELECTED';
  if (selected.length > MAX_LEGENDARY_SELECTION) return 'LEGENDARY_TOO_MANY';
  if (selected.some((piece) => piece.is_legendary)) return 'PUZZLE_ALREADY_LEGENDARY';
  return null;
}

/**
 * Why these pieces cannot be given up for one random piece, or null: exactly EXCHANGE_SIZE ordinary pieces are
 * needed, and a legendary piece never goes into a random selection (spec §5).
 */
export function exchangeRefusal(selected: readonly Selectable[]): ErrorCode | null {
  if (selected.some((piece) => piece.is_legendary)) return 'LEGENDARY_NOT_EXCHANGEABLE';
  if (selected.length !== EXCHANGE_SIZE) return 'EXCHANGE_NOT_ENOUGH';
  return null;
}

/** Why a lot cannot hold these items, or null: one to MAX_LOT_ITEMS (spec §5), none named twice. */
export function lotItemsRefusal(items: readonly { item_type: string; id: number }[]): ErrorCode | null {
  if (items.length === 0) return 'LOT_EMPTY';
  if (items.length > MAX_LOT_ITEMS) return 'LOT_TOO_MANY_ITEMS';
  const puzzles = items.filter((item) => item.item_type === 'puzzle_student').map((item) => item.id);
  if (new Set(puzzles).size !== puzzles.length) return 'FIELD_INVALID';
  return null;
}
