import { GYMNASTICS_BUILTINS, type GymnasticsBuiltinKey } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The built-in exercises each subject starts with: drawn by the web app itself, so they play with no internet (the
 * demo, a school behind a strict proxy). Left unnamed, so each reader sees the name in their own language.
 */
export const DEMO_GYMNASTICS: Readonly<Record<number, readonly GymnasticsBuiltinKey[]>> = {
  1: ['ball-left-right', 'ball-circle', 'ball-figure-eight', 'fingers-counting', 'fingers-fist-palm'],
  2: ['ball-left-right', 'ball-up-down', 'ball-near-far', 'fingers-hello', 'fingers-bunny'],
  3: ['ball-circle', 'ball-figure-eight', 'ball-near-far', 'fingers-counting', 'fingers-hello'],
  9: ['ball-left-right', 'ball-near-far', 'ball-figure-eight', 'fingers-hello', 'fingers-counting'],
  10: ['ball-left-right', 'ball-up-down', 'ball-circle', 'fingers-bunny', 'fingers-fist-palm'],
};

export async function insertDemoGymnastics(db: Kysely<DB>, now: string): Promise<void> {
  const rows = Object.entries(DEMO_GYMNASTICS).flatMap(([subjectId, keys]) => {
    const positions = { eyes: 0, fingers: 0 };
    return keys.map((key) => {
      const kind = GYMNASTICS_BUILTINS[key];
      return {
        subject_id: Number(subjectId),
        kind,
        source: 'builtin' as const,
        title: null,
        builtin_key: key,
        position: positions[kind]++,
        created_at: now,
        updated_at: now,
      };
    });
  });
  await db.insertInto('gymnastics_videos').values(rows).execute();
}
