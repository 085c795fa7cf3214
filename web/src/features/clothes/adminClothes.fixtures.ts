import type { AdminClothes, Character } from '@umka/contracts';

/** Characters and a piece of clothes as the admin API answers them, shared by the admin clothes page tests. */
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

export const cap: AdminClothes = {
  id: 11,
  title: { 'ru-RU': 'Кепка', 'en-US': 'Cap', 'uk-UA': 'Кашкет' },
  price: 12,
  slot: 'head',
  categories: ['sport'],
  characters: [1, 2],
  preview: '/art/clothes/cap-preview.svg',
  picture: '/art/clothes/cap.svg',
  is_standard: false,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
};
