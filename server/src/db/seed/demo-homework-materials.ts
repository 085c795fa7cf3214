import type { LibraryDocNode } from '@umka/contracts';
import { flashAnzanRules } from '@umka/games';
import type { Kysely } from 'kysely';
import { itemValues } from '../../modules/homework/homework.mapper.ts';
import { insertItem } from '../../modules/homework/homework.repo.ts';
import type { DB } from '../schema.ts';

/**
 * A library page given as homework (issue [14]): a published mental-arithmetic page of the school library, added as the
 * last item of «Соробан»'s current homework, so the demo student finds it on /student/homework and opens it there.
 *
 * Not «3 «А»» with «Сложение дробей»: that class is math, and math has no homework pages for its students (spec §2,
 * PAGE_GROUP_SUBJECTS.homework), so a homework there could never reach the student; and a material must be of the
 * homework's subject.
 */

const MENTAL_ARITHMETIC = 3;
const DAY_MS = 86_400_000;

const text = (value: string): LibraryDocNode => ({ type: 'text', text: value });
const paragraph = (value: string): LibraryDocNode => ({ type: 'paragraph', content: [text(value)] });

function pageDoc(trainerId: number): LibraryDocNode {
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text('Плюс девять на соробане')] },
      paragraph('Прибавить 9 — это прибавить 10 и убрать 1.'),
      paragraph('На соробане отложи косточку на соседней спице слева, а на своей спице убери одну нижнюю косточку.'),
      { type: 'formula', attrs: { latex: '27 + 9 = 27 + 10 - 1 = 36' } },
      paragraph('Потренируйся на флеш-анзане: числа будут появляться по одному.'),
      { type: 'trainer', attrs: { trainer_id: trainerId } },
    ],
  };
}

export async function insertDemoHomeworkMaterials(
  trx: Kysely<DB>,
  people: { adminId: number; teacherId: number },
  now: string,
): Promise<void> {
  const sorobanClass = await trx
    .selectFrom('groups')
    .select('id')
    .where('teacher_id', '=', people.teacherId)
    .where('subject_id', '=', MENTAL_ARITHMETIC)
    .where('title', '=', 'Соробан')
    .executeTakeFirstOrThrow();
  const trainer = await trx
    .selectFrom('trainers')
    .select('id')
    .where('component', '=', flashAnzanRules.component)
    .executeTakeFirstOrThrow();
  const current = await trx
    .selectFrom('homework')
    .select('id')
    .where('group_id', '=', sorobanClass.id)
    .where('due_on', '>=', now.slice(0, 10))
    .orderBy('due_on', 'desc')
    .executeTakeFirstOrThrow();
  const { count } = await trx
    .selectFrom('homework_items')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('homework_id', '=', current.id)
    .executeTakeFirstOrThrow();
  // A day older than the seed's other library materials, so the math page stays first in the teachers' lists.
  const created = new Date(new Date(now).getTime() - DAY_MS).toISOString();
  const doc = JSON.stringify(pageDoc(trainer.id));
  const page = await trx
    .insertInto('library_materials')
    .values({
      subject_id: MENTAL_ARITHMETIC,
      kind: 'page',
      title: 'Плюс девять на соробане',
      description: 'Правило «+10 −1» с примером и тренажёром.',
      draft_doc: doc,
      draft_version: 2,
      draft_saved_at: created,
      published_doc: doc,
      published_version: 2,
      published_at: created,
      created_by: people.adminId,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('library_material_tags').values({ material_id: page.id, tag: 'сложение' }).execute();
  await insertItem(trx, current.id, itemValues({ type: 'material', material_id: page.id }, Number(count)));
}
