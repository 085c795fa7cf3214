import { Stack, Textarea } from '@mantine/core';
import { HOMEWORK_TASK_TEXT_MAX } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { AttachmentsInput } from './AttachmentsInput.tsx';
import type { TaskDraft } from './homeworkDraft.ts';

interface TaskItemEditorProps {
  item: TaskDraft;
  /** Replaces the item from its latest state: an upload may finish after other edits. */
  onChange: (update: (item: TaskDraft) => TaskDraft) => void;
  errors: Partial<Record<string, string>>;
  label: string;
}

export function TaskItemEditor({ item, onChange, errors, label }: TaskItemEditorProps) {
  const { t } = useTranslation();
  const fileError = Object.entries(errors).find(([field]) => field.startsWith('file_ids'))?.[1];
  return (
    <Stack gap="sm">
      <Textarea
        label={t('teacherHomework.item.taskText')}
        rows={3}
        maxLength={HOMEWORK_TASK_TEXT_MAX}
        value={item.text}
        onChange={(event) => {
          const text = event.currentTarget.value;
          onChange((current) => ({ ...current, text }));
        }}
        error={errors.text}
        required
      />
      <AttachmentsInput
        label={label}
        files={item.files}
        onChange={(update) => onChange((current) => ({ ...current, files: update(current.files) }))}
        error={fileError}
      />
    </Stack>
  );
}
