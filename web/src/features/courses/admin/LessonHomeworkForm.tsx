import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import {
  type CourseLessonHomework,
  type CourseLessonHomeworkBody,
  courseLessonHomeworkBodySchema,
  errorMessage,
  HOMEWORK_DESCRIPTION_MAX,
  isErrorCode,
  type LocalizedText,
  SUBJECT_COURSES,
} from '@umka/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import {
  errorsUnder,
  type ItemDraft,
  ItemsEditor,
  itemDrafts,
  itemsInput,
  trainerSettingsErrors,
  UploadsInProgress,
} from '../../homework/index.ts';
import { useTrainers } from '../../trainers/index.ts';
import { useRemoveLessonHomework, useSaveLessonHomework } from '../courseAuthoring.queries.ts';

type Errors = Partial<Record<string, LocalizedText>>;

/** What the form would send, and what is wrong with it before asking the server. */
function checked(description: string, items: readonly ItemDraft[]): { body: CourseLessonHomeworkBody; errors: Errors } {
  const body = { description: description.trim() || null, items: itemsInput(items) };
  const errors: Errors = {};
  for (const issue of courseLessonHomeworkBodySchema.safeParse(body).error?.issues ?? []) {
    errors[issue.path.join('.')] ??= errorMessage(isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID');
  }
  return { body, errors: { ...trainerSettingsErrors(items), ...errors } };
}

function serverErrors(error: unknown): Errors {
  const errors: Errors = {};
  if (isApiError(error)) for (const field of error.fields ?? []) errors[field.field] ??= field.message;
  return errors;
}

interface LessonHomeworkFormProps {
  lessonId: number;
  /** The homework as saved; null while the author writes the lesson's first one. */
  saved: NonNullable<CourseLessonHomework['homework']> | null;
  /** The homework is gone: one not saved yet was cancelled, or the saved one removed. */
  onGone: () => void;
}

/**
 * A lesson's homework: a description and items as in a class's homework, with trainers and library materials of
 * subject 11 only.
 */
export function LessonHomeworkForm({ lessonId, saved, onGone }: LessonHomeworkFormProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const trainers = useTrainers(SUBJECT_COURSES);
  const save = useSaveLessonHomework(lessonId);
  const remove = useRemoveLessonHomework(lessonId);
  const [description, setDescription] = useState(saved?.description ?? '');
  const [items, setItems] = useState<ItemDraft[]>(() => itemDrafts(saved?.items ?? []));
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(0);
  const trackUploads = useCallback((delta: number) => setUploading((count) => count + delta), []);

  const text = (field: string) => {
    const message = errors[field];
    return message ? localized(message) : undefined;
  };
  const itemsErrors: Partial<Record<string, string>> = {};
  for (const [field, message] of Object.entries(errorsUnder(errors, 'items.'))) {
    if (message) itemsErrors[field] = localized(message);
  }
  /** An item edit hides every item error: their indices may have shifted. */
  const changeItems = (update: (current: ItemDraft[]) => ItemDraft[]) => {
    setItems(update);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('items'))));
  };

  const submit = async () => {
    const { body, errors: found } = checked(description, items);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    try {
      await save.mutateAsync(body);
      setErrors({});
      notifySuccess(t('courses.admin.homework.saved'));
    } catch (error) {
      setErrors(serverErrors(error));
      notifyError(t('courses.admin.homework.failed'), isApiError(error) ? localized(error.message) : undefined);
    }
  };

  const askRemove = async () => {
    const confirmed = await confirmAction({
      title: t('courses.admin.homework.removeTitle'),
      message: t('courses.admin.homework.removeText'),
      danger: true,
    });
    if (!confirmed) return;
    await remove.mutateAsync().then(
      () => {
        notifySuccess(t('courses.admin.homework.removed'));
        onGone();
      },
      () => undefined,
    );
  };

  return (
    <UploadsInProgress.Provider value={trackUploads}>
      <form
        noValidate
        aria-label={t('courses.admin.homework.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('courses.admin.homework.description')}
            description={t('courses.admin.homework.descriptionHint')}
            autosize
            minRows={2}
            maxLength={HOMEWORK_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setDescription(next);
              setErrors(({ description: _gone, ...rest }) => rest);
            }}
            error={text('description')}
          />
          {trainers.isPending ? (
            <Spinner centered />
          ) : (
            <ItemsEditor
              items={items}
              onChange={changeItems}
              trainers={trainers.data ?? []}
              errors={itemsErrors}
              librarySubjectId={SUBJECT_COURSES}
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
              loading={save.isPending}
              disabled={uploading > 0}
            >
              {t('courses.admin.homework.save')}
            </Button>
            {saved ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={18} />}
                loading={remove.isPending}
                onClick={() => void askRemove()}
              >
                {t('courses.admin.homework.remove')}
              </Button>
            ) : (
              <Button variant="default" onClick={onGone}>
                {t('courses.admin.cancel')}
              </Button>
            )}
            {uploading > 0 ? (
              <Text size="sm" c="dimmed" role="status">
                {t('courses.admin.homework.uploading')}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>
    </UploadsInProgress.Provider>
  );
}
