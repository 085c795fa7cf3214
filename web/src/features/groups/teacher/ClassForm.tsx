import { Button, Card, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { GROUP_TITLE_MAX, groupCreateSchema, type Subject } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';

export interface ClassFormValues {
  title: string;
  subjectId: number | null;
}

export interface ClassFormProps {
  initial: ClassFormValues;
  subjects: readonly Subject[];
  /** The class has students, whose subjects were checked against this one. */
  subjectLocked: boolean;
  saving: boolean;
  cancelTo: string;
  /** Rejects with the failed call; its field errors are shown under the fields. */
  onSave: (values: { title: string; subject_id: number }) => Promise<void>;
  /** A failure that is not about a field. */
  onError: (error: unknown) => void;
  /** Settings of an existing class that save on their own (the picture login switch). */
  settings?: ReactNode;
}

export function ClassForm({
  initial,
  subjects,
  subjectLocked,
  saving,
  cancelTo,
  onSave,
  onError,
  settings,
}: ClassFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: initial,
    schema: groupCreateSchema,
    toBody: (values) => ({ title: values.title, subject_id: values.subjectId ?? undefined }),
    inputOf: { subject_id: 'subjectId' },
    pickers: ['subjectId'],
  });

  const submit = onSubmit(onSave, (error) => {
    // Someone added a student since the page loaded: the refusal belongs to the subject field.
    if (isApiError(error) && error.code === 'GROUP_NOT_EMPTY') form.setFieldError('subjectId', error.code);
    else onError(error);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder radius="lg" padding="lg" maw={560}>
        <Stack gap="md">
          <TextInput
            label={t('teacherClasses.form.title')}
            description={t('teacherClasses.form.titleHint')}
            {...inputProps('title')}
            maxLength={GROUP_TITLE_MAX}
            withAsterisk
            data-autofocus
          />
          <Select
            label={t('teacherClasses.form.subject')}
            description={subjectLocked ? t('teacherClasses.form.subjectLocked') : undefined}
            placeholder={t('teacherClasses.form.subjectPlaceholder')}
            data={subjects.map((subject) => ({ value: String(subject.id), label: localize(subject.title) }))}
            {...inputProps('subjectId')}
            value={form.values.subjectId === null ? null : String(form.values.subjectId)}
            onChange={(next) => form.setFieldValue('subjectId', next === null ? null : Number(next))}
            disabled={subjectLocked}
            allowDeselect={false}
            withAsterisk
          />
          {settings}
          <Group justify="flex-end" mt="sm">
            <Button component={Link} to={cancelTo} variant="default">
              {t('teacherClasses.form.cancel')}
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
              {t('teacherClasses.form.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
