import type { ItPrize, ItPurchase, ItShopItem } from '@umka/contracts';
import { fullName } from '../users/user-mapper.ts';
import type { ItemRow, PurchaseRow } from './it-shop.repo.ts';

export function toItem(row: ItemRow): ItShopItem {
  return {
    id: row.id,
    title: { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
    description: { 'ru-RU': row.description_ru, 'en-US': row.description_en, 'uk-UA': row.description_uk },
    kind: row.kind,
    art_key: row.art_key as ItShopItem['art_key'],
    price: row.price,
    stock: row.stock,
    is_active: Boolean(row.is_active),
  };
}

export function toPurchase(row: PurchaseRow): ItPurchase {
  return {
    id: row.id,
    item: {
      id: row.item_id,
      title: { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
      kind: row.kind,
      art_key: row.art_key as ItShopItem['art_key'],
    },
    price: row.price,
    status: row.status,
    created_at: row.created_at,
    given_at: row.given_at,
  };
}

export function toPrize(row: PurchaseRow): ItPrize {
  return { ...toPurchase(row), student: { id: row.student_id, name: fullName(row) } };
}
