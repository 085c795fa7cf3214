import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import {
  LINK_MAX,
  ZERO_LIKES_MAX,
  ZERO_LIKES_MIN,
  ZERO_TEXT_MAX,
  ZERO_TITLE_MAX,
  type ZeroAdminLesson,
  zeroLessonBodySchema,
  zeroLessonCreateBodySchema,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { TitleAndTextFields } from '../../../ui/TitleAndTextFields.tsx';
import { useTrainers } from '../../trainers/index.ts';
import { useCreateZeroLesson, useUpdateZeroLesson } from '../zeroHomework.queries.ts';
import { ZeroQuestionsEditor } from './ZeroQuestionsEditor.tsx';
import { bodyOf, initialValues, NO_TRAINER, type ZeroLessonValues } from './zeroLessonForm.ts';

/** Adds a lesson after the subject's last, or edits one: titles, texts, video link, trainer, likes and quiz. */
export function ZeroLessonFormModal({
  subjectId,
  lesson,
  onClose,
}: {
  subjectId: number;
  /** Null: a new lesson. */
  lesson: ZeroAdminLesson | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const trainers = useTrainers(subjectId);
  const create = useCreateZeroLesson();
  const update = useUpdateZeroLesson();
  const schemaForm = useSchemaForm<ZeroLessonValues, unknown>({
    initialValues: initialValues(lesson),
    schema: lesson ? zeroLessonBodySchema : zeroLessonCreateBodySchema,
    pickers: ['trainer'],
    toBody: (values) => ({ ...bodyOf(values), ...(lesson ? {} : { subject_id: subjectId }) }),
  });
  const { inputProps, onSubmit } = schemaForm;
  const submit = onSubmit(async (body) => {
    const saved = lesson
      ? await update.mutateAsync({ id: lesson.id, body: zeroLessonBodySchema.parse(body) })
      : await create.mutateAsync(zeroLessonCreateBodySchema.parse(body));
    notifySuccess(t('zeroHomework.admin.saved', { title: localized(saved.title) }));
    onClose();
  });

  const trainerOptions = [
    { value: NO_TRAINER, label: t('zeroHomework.admin.noTrainer') },
    ...(trainers.data ?? []).map((trainer) => ({ value: trainer.component, label: localized(trainer.title) })),
  ];
  // A lesson may name a trainer the catalogue no longer has in the subject: it stays selectable until changed.
  if (lesson?.trainer && !trainerOptions.some((option) => option.value === lesson.trainer)) {
    trainerOptions.push({ value: lesson.trainer, label: lesson.trainer });
  }

  return (
    <AppModal
      opened
      onClose={onClose}
      size="xl"
      title={lesson ? t('zeroHomework.admin.editTitle', { number: lesson.position }) : t('zeroHomework.admin.addTitle')}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TitleAndTextFields
            inputProps={inputProps}
            titleLabel={(locale) => t(`zeroHomework.admin.fields.title.${locale}`)}
            textLabel={(locale) => t(`zeroHomework.admin.fields.text.${locale}`)}
            titleMax={ZERO_TITLE_MAX}
            textMax={ZERO_TEXT_MAX}
          />
          <TextInput
            label={t('zeroHomework.admin.fields.link')}
            description={t('zeroHomework.admin.fields.linkHint')}
            type="url"
            maxLength={LINK_MAX}
            {...inputProps('video_url')}
          />
          <Group grow align="flex-start">
            <Select
              label={t('zeroHomework.admin.fields.trainer')}
              data={trainerOptions}
              allowDeselect={false}
              {...inputProps('trainer')}
            />
            <NumberInput
              label={t('zeroHomework.admin.fields.likes', { min: ZERO_LIKES_MIN, max: ZERO_LIKES_MAX })}
              min={ZERO_LIKES_MIN}
              max={ZERO_LIKES_MAX}
              allowDecimal={false}
              allowNegative={false}
              required
              {...inputProps('likes')}
            />
          </Group>
          <ZeroQuestionsEditor schemaForm={schemaForm} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('zeroHomework.admin.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('zeroHomework.admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
