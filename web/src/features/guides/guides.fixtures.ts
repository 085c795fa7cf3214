import type { GuideListItem } from '@umka/contracts';

export function buildGuide(overrides: Partial<GuideListItem> = {}): GuideListItem {
  const number = overrides.number ?? 1;
  return {
    id: number,
    code: `math${number}`,
    subject_id: 1,
    number,
    title: { 'ru-RU': 'Знакомство с Умкой', 'en-US': 'Meet Umka', 'uk-UA': 'Знайомство з Умкою' },
    text: {
      'ru-RU': 'Это твоя главная страница.\n\nМеню ведёт во все разделы.',
      'en-US': 'This is your home page.\n\nThe menu takes you everywhere.',
      'uk-UA': 'Це твоя головна сторінка.\n\nМеню веде до всіх розділів.',
    },
    source: 'link',
    link_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    video: null,
    feature: 'home',
    updated_at: '2026-12-05T10:00:00Z',
    seen: false,
    ...overrides,
  };
}

export const SHOP_GUIDE = buildGuide({
  number: 3,
  title: { 'ru-RU': 'Магазин за лайки', 'en-US': 'The likes shop', 'uk-UA': 'Крамниця за лайки' },
  text: {
    'ru-RU': 'Лайки тратятся здесь.',
    'en-US': 'Likes are spent here.',
    'uk-UA': 'Лайки витрачаються тут.',
  },
  link_url: 'https://example.org/umka/shop',
  feature: 'shop',
});
