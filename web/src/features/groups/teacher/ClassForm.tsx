import { Button, Card, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { errorMessage, GROUP_TITLE_MAX, groupCreateSchema, type Subject } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { apiFormErrors, type FormErrors, hasFormErrors, zodFormErrors } from '../../../lib/form-errors.ts';
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
}

export function ClassForm({ initial, subjects, subjectLocked, saving, cancelTo, onSave, onError }: ClassFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const [values, setValues] = useState<ClassFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const set = (patch: Partial<ClassFormValues>, field: string) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const errorOf = (field: string) => {
    const text = errors[field];
    return text ? localize(text) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = groupCreateSchema.safeParse({ title: values.title, subject_id: values.subjectId ?? undefined });
    if (!parsed.success) {
      const found = zodFormErrors(parsed.error);
      if (values.subjectId === null) found.subject_id = errorMessage('NOTHING_SELECTED');
      setErrors(found);
      return;
    }
    try {
      await onSave({ title: parsed.data.title, subject_id: parsed.data.subject_id });
    } catch (error) {
      const found = apiFormErrors(error);
      // Someone added a student since the page loaded: the refusal belongs to the subject field.
      if (isApiError(error) && error.code === 'GROUP_NOT_EMPTY') found.subject_id = error.message;
      if (hasFormErrors(found)) setErrors(found);
      else onError(error);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder radius="lg" padding="lg" maw={560}>
        <Stack gap="md">
          <TextInput
            label={t('teacherClasses.form.title')}
            description={t('teacherClasses.form.titleHint')}
            value={values.title}
            onChange={(event) => set({ title: event.currentTarget.value }, 'title')}
            error={errorOf('title')}
            maxLength={GROUP_TITLE_MAX}
            withAsterisk
            data-autofocus
          />
          <Select
            label={t('teacherClasses.form.subject')}
            description={subjectLocked ? t('teacherClasses.form.subjectLocked') : undefined}
            placeholder={t('teacherClasses.form.subjectPlaceholder')}
            data={subjects.map((subject) => ({ value: String(subject.id), label: localize(subject.title) }))}
            value={values.subjectId === null ? null : String(values.subjectId)}
            onChange={(next) => set({ subjectId: next === null ? null : Number(next) }, 'subject_id')}
            error={errorOf('subject_id')}
            disabled={subjectLocked}
            allowDeselect={false}
            withAsterisk
          />
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
