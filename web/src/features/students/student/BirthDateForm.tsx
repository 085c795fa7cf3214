import { Button, Card, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import { birthDateBodySchema, STUDENT_AGE_MAX, STUDENT_AGE_MIN } from '@umka/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSetBirthDate } from '../students.queries.ts';

/** The day `years` before today in the child's own calendar, moved on by `days`. */
function dayBefore(years: number, days = 0, now = new Date()): string {
  const day = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export interface BirthDateFormProps {
  studentId: number;
  /** After the date is kept: what was waiting for it loads again; the button spins until it has. */
  onSaved: () => Promise<unknown>;
}

/** A student's own birth date, given once, which places them among those born the same year. */
export function BirthDateForm({ studentId, onSaved }: BirthDateFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const headingId = useId();
  const save = useSetBirthDate(studentId);
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: { birth_date: '' },
    schema: birthDateBodySchema,
  });
  // The server counts whole years on the day: the oldest date is one day short of a year past the eldest age.
  const [earliest, latest] = useMemo(() => [dayBefore(STUDENT_AGE_MAX + 1, 1), dayBefore(STUDENT_AGE_MIN)], []);

  const submit = onSubmit(
    async (body) => {
      await save.mutateAsync(body);
      await onSaved();
    },
    (error) => notifyError(t('errors.oops'), isApiError(error) ? localize(error.message) : undefined),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Card withBorder radius="lg" padding="lg" maw={480} mx="auto">
        <Stack gap="md" align="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconCake size={32} stroke={1.5} />
          </ThemeIcon>
          <Stack gap={4} ta="center">
            <Title order={2} size="h4" id={headingId}>
              {t('student.birthDate.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('student.birthDate.hint')}
            </Text>
          </Stack>
          <TextInput
            type="date"
            label={t('student.birthDate.label')}
            {...inputProps('birth_date')}
            min={earliest}
            max={latest}
            withAsterisk
            w="100%"
            maw={260}
          />
          <Button type="submit" radius="xl" color="orange" loading={form.submitting}>
            {t('student.birthDate.submit')}
          </Button>
        </Stack>
      </Card>
    </form>
  );
}
