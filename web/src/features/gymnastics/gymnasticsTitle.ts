import type { GymnasticsVideo } from '@umka/contracts';
import type { TFunction } from 'i18next';

/** An exercise's name: the admin's title, or a built-in exercise's own name in the reader's language. */
export function gymnasticsTitle(t: TFunction, video: Pick<GymnasticsVideo, 'title' | 'builtin_key'>): string {
  if (video.title) return video.title;
  return video.builtin_key ? t(`gymnastics.builtin.${video.builtin_key}.title`) : '';
}
