import type { TrainerRating, TrainerRatingEntry } from '@umka/contracts';

/**
 * Splits a rating page into the page's own rows and the student's entry the server appends after
 * them when the student is not on the page (spec §9). The page holds at most `per_page` rated
 * students, so anything beyond what the page can hold is the appended entry.
 */
export function ratingRows(rating: TrainerRating): {
  page: TrainerRatingEntry[];
  ownOffPage: TrainerRatingEntry | null;
} {
  const onPage = Math.max(0, Math.min(rating.per_page, rating.total - (rating.page - 1) * rating.per_page));
  const extra = rating.items.slice(onPage);
  return { page: rating.items.slice(0, onPage), ownOffPage: extra.find((item) => item.is_own) ?? null };
}
