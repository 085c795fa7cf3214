import type { LibraryDocNode } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { loadSharp } from '../../lib/sharp.ts';
import type { Storage } from '../../lib/storage.ts';
import type { DB } from '../schema.ts';
import { SEED_WEBP_EFFORT } from './seed-drawing.ts';

/**
 * The school library's demo materials in math (issue [14], docs/MATERIALS-STUDIO.md): a link, a picture drawn here as
 * SVG, and a published studio page with text, a formula and a trainer block, which the demo teacher has shared with
 * «3 «А»». The admin sees them on /admin/materials, the teacher in «Библиотека школы», the class's students on their
 * class page.
 */

const MATH = 1;

/** Three quarters of a pie with its fraction written beside it: what a fractions lesson opens with. */
const FRACTION_PIE = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <rect width="640" height="400" fill="#fff9db"/>
  <circle cx="220" cy="200" r="140" fill="#ffe8cc" stroke="#e8590c" stroke-width="4"/>
  <path d="M220 200 L220 60 A140 140 0 1 1 80 200 Z" fill="#ff922b" stroke="#e8590c" stroke-width="4"/>
  <line x1="220" y1="60" x2="220" y2="340" stroke="#e8590c" stroke-width="4"/>
  <line x1="80" y1="200" x2="360" y2="200" stroke="#e8590c" stroke-width="4"/>
  <rect x="440" y="120" width="120" height="8" rx="4" fill="#343a40"/>
  <circle cx="500" cy="90" r="26" fill="none" stroke="#343a40" stroke-width="8"/>
  <path d="M476 170 h48 l-48 60 h48" fill="none" stroke="#343a40" stroke-width="8" stroke-linejoin="round"/>
  <path d="M478 250 q22 -12 44 0 q22 12 0 26 q22 12 0 26 q-22 14 -44 0" fill="none" stroke="#343a40" stroke-width="8"/>
</svg>`;

/** Draws the demo picture as an upload would keep it (a WebP under /media), before the seed's transaction. */
export async function storeDemoLibraryPicture(storage: Storage): Promise<string> {
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(FRACTION_PIE)).webp({ quality: 90, effort: SEED_WEBP_EFFORT }).toBuffer();
  return `/media/${await storage.write('media', 'webp', bytes)}`;
}

const text = (value: string): LibraryDocNode => ({ type: 'text', text: value });

function pageDoc(trainerId: number): LibraryDocNode {
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text('Как сложить дроби с одинаковыми знаменателями')] },
      {
        type: 'paragraph',
        content: [
          text('Когда знаменатели '),
          { type: 'text', text: 'одинаковые', marks: [{ type: 'bold' }] },
          text(', складываем числители, а знаменатель оставляем прежним:'),
        ],
      },
      { type: 'formula', attrs: { latex: '\\frac{a}{n} + \\frac{b}{n} = \\frac{a + b}{n}' } },
      { type: 'paragraph', content: [text('Например, четверть и две четверти пиццы — это три четверти:')] },
      { type: 'formula', attrs: { latex: '\\frac{1}{4} + \\frac{2}{4} = \\frac{3}{4}' } },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [text('Проверь, что знаменатели равны.')] }] },
          { type: 'listItem', content: [{ type: 'paragraph', content: [text('Сложи числители.')] }] },
          { type: 'listItem', content: [{ type: 'paragraph', content: [text('Сократи дробь, если можно.')] }] },
        ],
      },
      { type: 'paragraph', content: [text('А теперь потренируйся:')] },
      { type: 'trainer', attrs: { trainer_id: trainerId } },
    ],
  };
}

export async function insertDemoLibrary(
  trx: Kysely<DB>,
  people: { adminId: number; teacherId: number; classId: number; pictureUrl: string },
  now: string,
): Promise<void> {
  const trainer = await trx
    .selectFrom('trainers')
    .select('id')
    .where('component', '=', 'fractions')
    .executeTakeFirstOrThrow();
  const base = { subject_id: MATH, created_by: people.adminId, created_at: now, updated_at: now };
  const link = await trx
    .insertInto('library_materials')
    .values({
      ...base,
      kind: 'link',
      title: 'Дроби на числовой прямой',
      description: 'Интерактивная числовая прямая: отметь дробь и проверь себя.',
      url: 'https://www.geogebra.org/m/fractions',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const picture = await trx
    .insertInto('library_materials')
    .values({
      ...base,
      kind: 'picture',
      title: 'Три четверти круга',
      description: 'Картинка для объяснения дробей на уроке.',
      picture_url: people.pictureUrl,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doc = JSON.stringify(pageDoc(trainer.id));
  const page = await trx
    .insertInto('library_materials')
    .values({
      ...base,
      kind: 'page',
      title: 'Сложение дробей',
      description: 'Правило, пример и тренажёр.',
      draft_doc: doc,
      draft_version: 2,
      draft_saved_at: now,
      published_doc: doc,
      published_version: 2,
      published_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('library_material_tags')
    .values([
      { material_id: link.id, tag: 'дроби' },
      { material_id: picture.id, tag: 'дроби' },
      { material_id: picture.id, tag: 'наглядно' },
      { material_id: page.id, tag: 'дроби' },
      { material_id: page.id, tag: 'сложение' },
    ])
    .execute();
  await trx
    .insertInto('group_library_materials')
    .values({ group_id: people.classId, material_id: page.id, shared_by: people.teacherId, created_at: now })
    .execute();
}
