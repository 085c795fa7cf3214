import type { Character, Purchase, ShopClothes, StudentCharacter, SubjectData } from '@umka/contracts';

/** Shared by the wardrobe and student home tests: two characters, a shelf of clothes, a dressed fox. */
export const fox: Character = {
  id: 1,
  code: 'fox',
  title: { 'ru-RU': 'Лиса', 'en-US': 'Fox', 'uk-UA': 'Лисиця' },
  image: '/art/characters/fox.svg',
};
export const bear: Character = {
  id: 2,
  code: 'bear',
  title: { 'ru-RU': 'Медведь', 'en-US': 'Bear', 'uk-UA': 'Ведмідь' },
  image: '/art/characters/bear.svg',
};

export function buildShopClothes(overrides: Partial<ShopClothes> & Pick<ShopClothes, 'id'>): ShopClothes {
  return {
    title: { 'ru-RU': `Вещь ${overrides.id}`, 'en-US': `Item ${overrides.id}`, 'uk-UA': `Річ ${overrides.id}` },
    price: 3,
    slot: 'body',
    categories: ['everyday'],
    characters: [fox.id],
    preview: null,
    picture: `/art/clothes/item-${overrides.id}.svg`,
    is_standard: false,
    owned: false,
    worn: false,
    ...overrides,
  };
}

export const tShirt = buildShopClothes({
  id: 10,
  title: { 'ru-RU': 'Футболка', 'en-US': 'T-shirt', 'uk-UA': 'Футболка' },
  price: 0,
  is_standard: true,
  owned: true,
  worn: true,
});
export const redHat = buildShopClothes({
  id: 11,
  title: { 'ru-RU': 'Красная шапка', 'en-US': 'Red hat', 'uk-UA': 'Червона шапка' },
  price: 4,
  slot: 'head',
  categories: ['winter'],
});
export const crown = buildShopClothes({
  id: 12,
  title: { 'ru-RU': 'Корона', 'en-US': 'Crown', 'uk-UA': 'Корона' },
  price: 50,
  slot: 'head',
  categories: ['costume', 'party'],
});
export const jeans = buildShopClothes({
  id: 13,
  title: { 'ru-RU': 'Джинсы', 'en-US': 'Jeans', 'uk-UA': 'Джинси' },
  price: 2,
  slot: 'legs',
  categories: ['everyday', 'school'],
  owned: true,
});

export const dressedFox: StudentCharacter = {
  ...fox,
  worn: [{ clothes_id: tShirt.id, slot: 'body', picture: tShirt.picture }],
};

export const profession: NonNullable<SubjectData['profession']> = {
  id: 1,
  level: 1,
  title: { 'ru-RU': 'Повар', 'en-US': 'Cook', 'uk-UA': 'Кухар' },
  background: '/art/places/kitchen.svg',
};

export function buildPurchase(overrides: Partial<Purchase> & Pick<Purchase, 'id' | 'kind'>): Purchase {
  return {
    item_id: overrides.id,
    title: {
      'ru-RU': `Покупка ${overrides.id}`,
      'en-US': `Purchase ${overrides.id}`,
      'uk-UA': `Покупка ${overrides.id}`,
    },
    image: `/art/things/${overrides.id}.svg`,
    price_paid: 3,
    created_at: '2026-11-20T10:00:00.000Z',
    in_use: false,
    usable: true,
    location_id: null,
    group_id: null,
    ...overrides,
  };
}
