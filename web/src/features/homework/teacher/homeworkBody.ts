import type { HomeworkTemplateBody, HomeworkUpdate } from '@umka/contracts';
import { type HomeworkDraft, itemsInput } from './homeworkDraft.ts';

export function homeworkBody(draft: HomeworkDraft): HomeworkUpdate {
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    given_on: draft.given_on,
    due_on: draft.due_on,
    published: true,
    items: itemsInput(draft.items),
  };
}

export function templateBody(draft: HomeworkDraft): HomeworkTemplateBody {
  return { title: draft.title.trim(), description: draft.description.trim() || null, items: itemsInput(draft.items) };
}
