import type { ItPrize, ItPurchase, ItShopItem } from '@umka/contracts';

/** Goods, purchases and prizes as the server sends them, for the IT shop's page tests. */

const text = (ru: string, en: string, uk: string) => ({ 'ru-RU': ru, 'en-US': en, 'uk-UA': uk });

export function buildItem(id: number, overrides: Partial<ItShopItem> = {}): ItShopItem {
  return {
    id,
    title: text(`Товар ${id}`, `Item ${id}`, `Товар ${id} (uk)`),
    description: text('', '', ''),
    kind: 'sticker',
    art_key: 'rocket',
    price: 10,
    stock: null,
    is_active: true,
    ...overrides,
  };
}

export const ROCKET = buildItem(1, {
  title: text('Ракета', 'Rocket', 'Ракета'),
  description: text('Наклейка для настоящих космонавтов', 'A sticker for real astronauts', 'Наліпка для космонавтів'),
  price: 20,
  stock: 3,
});
export const ROBOT = buildItem(2, { title: text('Робот', 'Robot', 'Робот'), art_key: 'robot', price: 5 });
export const PIXEL_FRAME = buildItem(3, {
  title: text('Пиксельная рамка', 'Pixel frame', 'Піксельна рамка'),
  kind: 'frame',
  art_key: 'frame-pixel',
  price: 40,
});
export const BOOK_PRIZE = buildItem(4, {
  title: text('Книга о Python', 'A Python book', 'Книга про Python'),
  kind: 'prize',
  art_key: 'book',
  price: 25,
  stock: 2,
});

export function buildPurchase(
  id: number,
  item: ItShopItem,
  status: ItPurchase['status'],
  overrides: Partial<ItPurchase> = {},
): ItPurchase {
  const { title, kind, art_key } = item;
  return {
    id,
    item: { id: item.id, title, kind, art_key },
    price: item.price,
    status,
    created_at: '2026-11-20T10:00:00.000Z',
    given_at: status === 'given' ? '2026-11-25T10:00:00.000Z' : null,
    ...overrides,
  };
}

export function buildPrize(id: number, item: ItShopItem, student: string, given: boolean): ItPrize {
  return { ...buildPurchase(id, item, given ? 'given' : 'awaiting'), student: { id: 100 + id, name: student } };
}
