import type { ItProjectCard, ItProjectDetail } from '@umka/contracts';
import type { ItProjectCardRow, ItScreenshotRow } from './it-projects.repo.ts';

/** Screenshots are kept with the other uploaded pictures and served from /media/ like them. */
export const SCREENSHOT_FOLDER = 'media';

const screenshotUrl = (file: string) => `/${SCREENSHOT_FOLDER}/${file}`;

export function toItProjectCard(row: ItProjectCardRow, viewerId: number): ItProjectCard {
  return {
    id: row.id,
    title: row.title,
    category: {
      id: row.category_id,
      title: { 'ru-RU': row.category_title_ru, 'en-US': row.category_title_en, 'uk-UA': row.category_title_uk },
      number: row.category_number,
    },
    status: row.status,
    author: { id: row.student_id, name: `${row.first_name} ${row.last_name}`.trim() },
    cover_url: row.cover === null ? null : screenshotUrl(row.cover),
    likes_count: row.likes_count,
    is_liked: Boolean(row.liked),
    is_own: row.student_id === viewerId,
    created_at: row.created_at,
  };
}

/** `showComment`: the teacher's comment is for the author and staff, never for other students. */
export function toItProjectDetail(
  row: ItProjectCardRow,
  screenshots: readonly ItScreenshotRow[],
  viewerId: number,
  showComment: boolean,
): ItProjectDetail {
  return {
    ...toItProjectCard(row, viewerId),
    title_justification: row.title_justification,
    stages: row.stages,
    difficulties: row.difficulties,
    reason: row.reason,
    link: row.link,
    screenshots: screenshots.map((shot) => ({ id: shot.id, url: screenshotUrl(shot.file) })),
    comment: showComment ? row.comment : null,
    updated_at: row.updated_at,
  };
}
