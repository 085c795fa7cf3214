import type { Homework, HomeworkAnswer, HomeworkItem, HomeworkItemInput, HomeworkMaterial } from '@umka/contracts';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import { titleOf } from '../../lib/localized-columns.ts';
import { toPrivateFile } from '../files/files.mapper.ts';
import type { AnswerRow, FileRow, HomeworkRow, ItemRow, ItemValues } from './homework.repo.ts';

/** `material`: the library material of a material item, when it is still there. */
export function toItem(
  dialect: DialectName,
  row: ItemRow,
  files: readonly FileRow[],
  material: HomeworkMaterial | undefined,
): HomeworkItem {
  if (row.type === 'material') {
    return { id: row.id, type: 'material', material_id: material ? row.material_id : null, material: material ?? null };
  }
  if (row.type === 'trainer') {
    return {
      id: row.id,
      type: 'trainer',
      trainer_id: row.trainer_id ?? 0,
      component: row.component ?? '',
      trainer_title: titleOf({
        title_ru: row.title_ru ?? '',
        title_en: row.title_en ?? '',
        title_uk: row.title_uk ?? '',
      }),
      settings: readJson(dialect, row.settings),
      target_rounds: row.target_rounds ?? 1,
      min_score: row.min_score,
    };
  }
  return { id: row.id, type: 'task', text: row.text ?? '', files: files.map(toPrivateFile) };
}

export function toHomework(row: HomeworkRow, items: HomeworkItem[]): Homework {
  return {
    id: row.id,
    group_id: row.group_id,
    subject_id: row.subject_id,
    teacher_id: row.teacher_id,
    title: row.title,
    description: row.description,
    given_on: row.given_on,
    due_on: row.due_on,
    published: Boolean(row.published),
    template_title: row.template_title,
    single_task: items.length === 1 && items[0]?.type === 'task',
    items,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toAnswer(row: AnswerRow, files: readonly FileRow[]): HomeworkAnswer {
  return {
    id: row.id,
    homework_id: row.homework_id,
    item_id: row.item_id,
    student_id: row.student_id,
    version: row.version,
    text: row.text,
    files: files.map(toPrivateFile),
    status: row.status,
    comment: row.comment,
    reviewed_at: row.reviewed_at,
    created_at: row.created_at,
  };
}

/** The columns of an item; settings left out by the teacher are stored as null (the trainer's defaults). */
export function itemValues(item: HomeworkItemInput, position: number): ItemValues {
  if (item.type === 'trainer') {
    return {
      position,
      type: 'trainer',
      trainer_id: item.trainer_id,
      settings: item.settings === undefined || item.settings === null ? null : JSON.stringify(item.settings),
      target_rounds: item.target_rounds,
      min_score: item.min_score,
      text: null,
      material_id: null,
    };
  }
  if (item.type === 'material') {
    return {
      position,
      type: 'material',
      trainer_id: null,
      settings: null,
      target_rounds: null,
      min_score: null,
      text: null,
      material_id: item.material_id,
    };
  }
  return {
    position,
    type: 'task',
    trainer_id: null,
    settings: null,
    target_rounds: null,
    min_score: null,
    text: item.text,
    material_id: null,
  };
}

/**
 * A homework's items as the editor sends them: what a template keeps and a new homework is made from. A material
 * item whose material was deleted has nothing left to copy and is left out.
 */
export function toItemInputs(items: readonly (HomeworkItem | Omit<HomeworkItem, 'id'>)[]): HomeworkItemInput[] {
  return items.flatMap((item) => {
    if (item.type !== 'material') return [toItemInput(item)];
    const material = item as Extract<HomeworkItem, { type: 'material' }>;
    return material.material_id === null ? [] : [{ type: 'material', material_id: material.material_id }];
  });
}

function toItemInput(item: HomeworkItem | Omit<HomeworkItem, 'id'>): HomeworkItemInput {
  if (item.type === 'trainer') {
    const trainer = item as Extract<HomeworkItem, { type: 'trainer' }>;
    return {
      type: 'trainer',
      trainer_id: trainer.trainer_id,
      settings: trainer.settings ?? undefined,
      target_rounds: trainer.target_rounds,
      min_score: trainer.min_score,
    };
  }
  const task = item as Extract<HomeworkItem, { type: 'task' }>;
  return { type: 'task', text: task.text, file_ids: task.files.map((file) => file.id) };
}
