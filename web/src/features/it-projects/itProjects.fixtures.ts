import type { ItCategory, ItProjectCard, ItProjectDetail } from '@umka/contracts';

/* Projects and categories as the server answers them, for the page tests. */

export const CATEGORIES: ItCategory[] = [
  { id: 1, title: { 'ru-RU': 'Игры', 'en-US': 'Games', 'uk-UA': 'Ігри' }, number: 1 },
  { id: 2, title: { 'ru-RU': 'Сайты', 'en-US': 'Websites', 'uk-UA': 'Сайти' }, number: 2 },
];

export function projectCard(id: number, title: string, overrides: Partial<ItProjectCard> = {}): ItProjectCard {
  return {
    id,
    title,
    category: CATEGORIES[0] as ItCategory,
    status: 'approved',
    author: { id: 100 + id, name: 'Даша Попова' },
    cover_url: null,
    likes_count: 0,
    is_liked: false,
    is_own: false,
    created_at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

export function projectDetail(id: number, title: string, overrides: Partial<ItProjectDetail> = {}): ItProjectDetail {
  return {
    ...projectCard(id, title),
    title_justification: 'Потому что змейка',
    stages: 'Нарисовал, запрограммировал',
    difficulties: 'Хвост',
    reason: 'Люблю игры',
    link: null,
    screenshots: [],
    comment: null,
    updated_at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

export const page = (data: ItProjectCard[], lastPage = 1) => ({
  data,
  page: 1,
  per_page: 20,
  total: data.length,
  last_page: lastPage,
});
