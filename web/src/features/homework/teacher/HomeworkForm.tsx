import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  errorMessage,
  HOMEWORK_DESCRIPTION_MAX,
  HOMEWORK_TITLE_MAX,
  homeworkTemplateBodySchema,
  homeworkUpdateSchema,
  isErrorCode,
  type LocalizedText,
} from '@umka/contracts';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard.tsx';
import { useTrainers } from '../../trainers/index.ts';
import {
  errorsUnder,
  type HomeworkDraft,
  type ItemDraft,
  itemsInput,
  materialErrors,
  type TaskDraft,
} from './homeworkDraft.ts';
import { ItemsEditor } from './ItemsEditor.tsx';
import { TaskItemEditor } from './TaskItemEditor.tsx';
import { trainerSettingsErrors } from './trainerSettingsForm.ts';
import { UploadsInProgress } from './uploadsInProgress.ts';

/** `task`: one task item and nothing else (create-task); `template`: no dates. */
export type HomeworkFormMode = 'homework' | 'task' | 'template';

type Errors = Partial<Record<string, LocalizedText>>;

interface HomeworkFormProps<Saved> {
  mode: HomeworkFormMode;
  initial: HomeworkDraft;
  /** The class's subject, whose trainers may be given; null (a template) offers the whole catalogue. */
  subjectId: number | null;
  submitLabel: string;
  /** Saves the draft; a thrown ApiError's fields are shown under the fields. */
  onSubmit: (draft: HomeworkDraft) => Promise<Saved>;
  /** Runs after a save with what the server stored, once leaving the page no longer warns. */
  onSaved: (saved: Saved) => void;
  /** Actions beside Save (save as template). */
  actions?: ReactNode;
}

function checkDraft(mode: HomeworkFormMode, draft: HomeworkDraft): Errors {
  const body = { ...draft, items: itemsInput(draft.items) };
  const parsed =
    mode === 'template' ? homeworkTemplateBodySchema.safeParse(body) : homeworkUpdateSchema.safeParse(body);
  const errors: Errors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path.join('.');
    errors[field] ??= errorMessage(isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID');
  }
  return { ...trainerSettingsErrors(draft.items), ...errors, ...materialErrors(draft.items) };
}

function serverErrors(error: unknown): Errors {
  const errors: Errors = {};
  if (isApiError(error)) for (const field of error.fields ?? []) errors[field.field] ??= field.message;
  return errors;
}

/** Create and edit of a homework, a single task and a template: one form, so they behave alike. */
export function HomeworkForm<Saved>(props: HomeworkFormProps<Saved>) {
  const { mode, initial, subjectId, submitLabel, onSubmit, onSaved, actions } = props;
  const { t } = useTranslation();
  const localized = useLocalized();
  const trainers = useTrainers(subjectId, { enabled: mode !== 'task' });
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(0);
  const trackUploads = useCallback((delta: number) => setUploading((count) => count + delta), []);
  const baseline = useRef(JSON.stringify(initial));
  const latest = useRef(draft);
  latest.current = draft;

  const shouldBlock = () => JSON.stringify(latest.current) !== baseline.current;
  /** An edit hides the errors of what it touched; an item edit hides all item errors, whose indices may shift. */
  const change = (field: keyof HomeworkDraft, update: (current: HomeworkDraft) => HomeworkDraft) => {
    setDraft(update);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${field}.`))),
    );
  };
  const setItems = (update: (items: ItemDraft[]) => ItemDraft[]) =>
    change('items', (current) => ({ ...current, items: update(current.items) }));

  const text = (field: string) => {
    const message = errors[field];
    return message ? localized(message) : undefined;
  };
  const itemsErrors: Partial<Record<string, string>> = {};
  for (const [field, message] of Object.entries(errorsUnder(errors, 'items.'))) {
    if (message) itemsErrors[field] = localized(message);
  }

  const submit = async () => {
    const found = checkDraft(mode, draft);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const saved = await onSubmit(draft);
      baseline.current = JSON.stringify(latest.current);
      onSaved(saved);
    } catch (error) {
      setErrors(serverErrors(error));
      notifyError(t('teacherHomework.notice.failed'), isApiError(error) ? localized(error.message) : undefined);
    } finally {
      setSaving(false);
    }
  };

  const task = draft.items[0];

  return (
    <UploadsInProgress.Provider value={trackUploads}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <UnsavedChangesGuard shouldBlock={shouldBlock} message={t('teacherHomework.unsaved')} />
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <TextInput
                label={t('teacherHomework.form.title')}
                value={draft.title}
                maxLength={HOMEWORK_TITLE_MAX}
                onChange={(event) => {
                  const title = event.currentTarget.value;
                  change('title', (current) => ({ ...current, title }));
                }}
                error={text('title')}
                required
              />
              {mode === 'template' ? null : (
                <Group grow align="flex-start">
                  <TextInput
                    type="date"
                    label={t('teacherHomework.form.givenOn')}
                    value={draft.given_on}
                    onChange={(event) => {
                      const given = event.currentTarget.value;
                      change('given_on', (current) => ({ ...current, given_on: given }));
                    }}
                    error={text('given_on')}
                    required
                  />
                  <TextInput
                    type="date"
                    label={t('teacherHomework.form.dueOn')}
                    value={draft.due_on}
                    min={draft.given_on}
                    onChange={(event) => {
                      const due = event.currentTarget.value;
                      change('due_on', (current) => ({ ...current, due_on: due }));
                    }}
                    error={text('due_on')}
                    required
                  />
                </Group>
              )}
              {mode === 'task' ? null : (
                <Textarea
                  label={t('teacherHomework.form.description')}
                  rows={2}
                  maxLength={HOMEWORK_DESCRIPTION_MAX}
                  value={draft.description}
                  onChange={(event) => {
                    const description = event.currentTarget.value;
                    change('description', (current) => ({ ...current, description }));
                  }}
                  error={text('description')}
                />
              )}
              {mode === 'task' && task?.type === 'task' ? (
                <TaskItemEditor
                  item={task}
                  label={draft.title || t('teacherHomework.item.taskHeading', { index: 1 })}
                  onChange={(update) => setItems(([current]) => [update(current as TaskDraft)])}
                  errors={errorsUnder(itemsErrors, '0.')}
                />
              ) : null}
            </Stack>
          </Card>
          {mode === 'task' ? null : trainers.isPending ? (
            <Spinner centered />
          ) : (
            <ItemsEditor
              items={draft.items}
              onChange={setItems}
              trainers={trainers.data ?? []}
              errors={itemsErrors}
              librarySubjectId={subjectId}
            />
          )}
          {text('items') ? (
            <Alert color="red" role="alert">
              {text('items')}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={saving}
              disabled={uploading > 0}
            >
              {submitLabel}
            </Button>
            {actions}
            {uploading > 0 ? (
              <Text size="sm" c="dimmed" role="status">
                {t('teacherHomework.files.waiting')}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>
    </UploadsInProgress.Provider>
  );
}
