import {
  type Lot,
  type LotItem,
  type LotItemType,
  type LotType,
  lotItemTypeSchema,
  lotStatusSchema,
  lotTypeSchema,
} from '@umka/contracts';
import { titleOf } from '../../lib/localized-columns.ts';
import type { LotItemRow, LotRow } from './market.repo.ts';

/** A person as the ratings show them. */
export const displayName = (row: { first_name: string; last_name: string }): string =>
  `${row.first_name} ${row.last_name}`.trim();

/** What the market's filter reads: one kind of item, or both. */
export function lotTypeOf(items: readonly { item_type: LotItemType }[]): LotType {
  const kinds = new Set(items.map((item) => item.item_type));
  if (kinds.size > 1) return 'mixed';
  return kinds.has('crystal_student') ? 'crystal' : 'puzzle';
}

function toLotItem(row: LotItemRow): LotItem {
  if (row.item_type === 'crystal_student') {
    return {
      id: row.id,
      item_type: 'crystal_student',
      object: {
        id: row.crystal_id ?? 0,
        title: titleOf({
          title_ru: row.crystal_title_ru ?? '',
          title_en: row.crystal_title_en ?? '',
          title_uk: row.crystal_title_uk ?? '',
        }),
        image: row.crystal_image ?? '',
        is_legendary: false,
        number: null,
      },
    };
  }
  return {
    id: row.id,
    item_type: lotItemTypeSchema.parse(row.item_type),
    object: {
      id: row.puzzle_id ?? 0,
      title: titleOf({
        title_ru: row.picture_title_ru ?? '',
        title_en: row.picture_title_en ?? '',
        title_uk: row.picture_title_uk ?? '',
      }),
      image: row.puzzle_image ?? '',
      is_legendary: Boolean(row.piece_legendary),
      number: row.puzzle_number,
    },
  };
}

/** Lots with their items, as the caller sees them; `items` may hold the items of other lots too. */
export function toLots(rows: readonly LotRow[], items: readonly LotItemRow[], viewerId: number): Lot[] {
  const byLot = new Map<number, LotItem[]>();
  for (const item of items) {
    const list = byLot.get(item.lot_id) ?? [];
    list.push(toLotItem(item));
    byLot.set(item.lot_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    subject_id: row.subject_id,
    type: lotTypeSchema.parse(row.type),
    price: row.price,
    status: lotStatusSchema.parse(row.status),
    seller: { id: row.seller_id, name: displayName(row) },
    items: byLot.get(row.id) ?? [],
    is_own: row.seller_id === viewerId,
    created_at: row.created_at,
  }));
}
