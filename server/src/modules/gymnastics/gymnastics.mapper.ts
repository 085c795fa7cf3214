import {
  GYMNASTICS_BUILTINS,
  GYMNASTICS_MINUTES_MAX,
  GYMNASTICS_MINUTES_MIN,
  GYMNASTICS_SESSION_GAP_MINUTES,
  GYMNASTICS_SESSIONS_PER_DAY,
  type GymnasticsAdvice,
  type GymnasticsBuiltinKey,
  type GymnasticsKind,
  type GymnasticsToday,
  type GymnasticsVideo,
} from '@umka/contracts';
import { type SignedVideoUrl, uploadedVideoOf } from '../../lib/signed-video-url.ts';
import type { GymnasticsDoneRow, GymnasticsVideoRow } from './gymnastics.repo.ts';

export const GYMNASTICS_ADVICE: GymnasticsAdvice = {
  sessions_per_day: GYMNASTICS_SESSIONS_PER_DAY,
  minutes_min: GYMNASTICS_MINUTES_MIN,
  minutes_max: GYMNASTICS_MINUTES_MAX,
};

const GAP_MS = GYMNASTICS_SESSION_GAP_MINUTES * 60_000;

/** The day a moment falls on, on the server's clock in UTC (as the trainers' daily likes count it). */
export const gymnasticsDay = (now: Date): string => now.toISOString().slice(0, 10);

/** When a press of "done" stops belonging to the sitting last counted at `lastDoneAt`. */
export const nextCountsAt = (lastDoneAt: string): string => new Date(Date.parse(lastDoneAt) + GAP_MS).toISOString();

/** The latest counted session a new one may follow: anything counted after it is the same sitting. */
export const countsIfBefore = (now: Date): string => new Date(now.getTime() - GAP_MS).toISOString();

export function toToday(day: string, row: GymnasticsDoneRow | undefined): GymnasticsToday {
  if (!row) return { day, count: 0, last_done_at: null, next_counts_at: null };
  return { day, count: row.count, last_done_at: row.last_done_at, next_counts_at: nextCountsAt(row.last_done_at) };
}

const isBuiltinKey = (key: string | null): key is GymnasticsBuiltinKey => key !== null && key in GYMNASTICS_BUILTINS;

/** The kind a built-in exercise is for; null for a key the app does not draw (or none). */
export const builtinKindOf = (key: string | null): GymnasticsKind | null =>
  isBuiltinKey(key) ? GYMNASTICS_BUILTINS[key] : null;

/** An exercise as readers get it; an uploaded video carries an address signed for `sign`'s reader. */
export function toGymnasticsVideo(row: GymnasticsVideoRow, sign: (id: number) => SignedVideoUrl): GymnasticsVideo {
  return {
    id: row.id,
    subject_id: row.subject_id,
    kind: row.kind,
    source: row.source,
    title: row.title,
    link_url: row.link_url,
    builtin_key: isBuiltinKey(row.builtin_key) ? row.builtin_key : null,
    video: uploadedVideoOf(row, sign),
    position: row.position,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
