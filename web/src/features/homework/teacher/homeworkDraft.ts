import {
  errorMessage,
  type Homework,
  type HomeworkItem,
  type HomeworkItemInput,
  type HomeworkMaterial,
  type HomeworkTemplate,
  type HomeworkTemplateItem,
  type LocalizedText,
  type PrivateFile,
} from '@umka/contracts';

/** A trainer item as the form edits it; `key` identifies the row while it moves, `id` the saved item. */
export interface TrainerDraft {
  key: string;
  id?: number;
  type: 'trainer';
  trainer_id: number;
  component: string;
  trainer_title: LocalizedText;
  /** Null: the trainer has no settings form here, and the server applies the trainer's defaults. */
  settings: Record<string, unknown> | null;
  target_rounds: number;
  min_score: number | null;
}

export interface TaskDraft {
  key: string;
  id?: number;
  type: 'task';
  text: string;
  files: PrivateFile[];
}

/** A library material item; `material` null: an admin deleted it, and the teacher has to remove or replace it. */
export interface MaterialDraft {
  key: string;
  id?: number;
  type: 'material';
  material: HomeworkMaterial | null;
}

export type ItemDraft = TrainerDraft | TaskDraft | MaterialDraft;

export interface HomeworkDraft {
  title: string;
  description: string;
  given_on: string;
  due_on: string;
  items: ItemDraft[];
}

let keySeed = 0;
export function newKey(): string {
  keySeed += 1;
  return `item-${keySeed}`;
}

/** A calendar day in the teacher's own time zone, as the date inputs show it. */
function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A week's homework by default: given today, due in seven days. */
export function emptyDraft(now: Date = new Date()): HomeworkDraft {
  const due = new Date(now);
  due.setDate(due.getDate() + 7);
  return { title: '', description: '', given_on: localDay(now), due_on: localDay(due), items: [] };
}

export function emptyTask(): TaskDraft {
  return { key: newKey(), type: 'task', text: '', files: [] };
}

export function materialDraft(material: HomeworkMaterial): MaterialDraft {
  return { key: newKey(), type: 'material', material };
}

function asSettings(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : null;
}

function itemDraft(item: HomeworkItem | HomeworkTemplateItem, keepId: boolean): ItemDraft {
  const id = keepId && 'id' in item ? item.id : undefined;
  if (item.type === 'task') {
    return { key: newKey(), ...(id ? { id } : {}), type: 'task', text: item.text, files: item.files };
  }
  if (item.type === 'material') {
    return { key: newKey(), ...(id ? { id } : {}), type: 'material', material: item.material };
  }
  return {
    key: newKey(),
    ...(id ? { id } : {}),
    type: 'trainer',
    trainer_id: item.trainer_id,
    component: item.component,
    trainer_title: item.trainer_title,
    settings: asSettings(item.settings),
    target_rounds: item.target_rounds,
    min_score: item.min_score,
  };
}

export function draftOfHomework(homework: Homework): HomeworkDraft {
  return {
    title: homework.title,
    description: homework.description ?? '',
    given_on: homework.given_on,
    due_on: homework.due_on,
    items: homework.items.map((item) => itemDraft(item, true)),
  };
}

/** Items kept apart from any class (a template's, a course lesson's) are edited as new items and saved whole. */
export function itemDrafts(items: readonly HomeworkTemplateItem[]): ItemDraft[] {
  return items.map((item) => itemDraft(item, false));
}

/** A template's items are copied as new items; its dates are the form's (a template has none). */
export function draftOfTemplate(template: HomeworkTemplate, dates: Pick<HomeworkDraft, 'given_on' | 'due_on'>) {
  return {
    title: template.title,
    description: template.description ?? '',
    ...dates,
    items: itemDrafts(template.items),
  } satisfies HomeworkDraft;
}

/**
 * The items as the server takes them. A removed material has no id left to send: it goes as 0, which the form's own
 * check (materialErrors) and the server both refuse, so it is never saved silently.
 */
export function itemsInput(items: readonly ItemDraft[]): HomeworkItemInput[] {
  return items.map((item): HomeworkItemInput => {
    const id = item.id ? { id: item.id } : {};
    if (item.type === 'task') return { ...id, type: 'task', text: item.text, file_ids: item.files.map((f) => f.id) };
    if (item.type === 'material') return { ...id, type: 'material', material_id: item.material?.id ?? 0 };
    return {
      ...id,
      type: 'trainer',
      trainer_id: item.trainer_id,
      settings: item.settings,
      target_rounds: item.target_rounds,
      min_score: item.min_score,
    };
  });
}

/** Material items whose material was deleted from the library, as errors under their `material_id`. */
export function materialErrors(items: readonly ItemDraft[]): Partial<Record<string, LocalizedText>> {
  const errors: Partial<Record<string, LocalizedText>> = {};
  for (const [index, item] of items.entries()) {
    if (item.type === 'material' && item.material === null) {
      errors[`items.${index}.material_id`] = errorMessage('HOMEWORK_MATERIAL_UNAVAILABLE');
    }
  }
  return errors;
}

/** The errors under one part of the server's dotted path (`items.` → `0.settings.count`), with the part cut off. */
export function errorsUnder<T>(errors: Partial<Record<string, T>>, prefix: string): Partial<Record<string, T>> {
  const own: Partial<Record<string, T>> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field.startsWith(prefix)) own[field.slice(prefix.length)] = message;
  }
  return own;
}
