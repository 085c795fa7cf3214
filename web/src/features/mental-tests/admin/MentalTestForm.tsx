import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';
import {
  type ErrorCode,
  LOCALES,
  type Locale,
  MENTAL_TEST_MAX_SECONDS,
  MENTAL_TEST_MIN_SECONDS,
  MENTAL_TEST_SUBJECTS,
  type MentalTest,
  type MentalTestBody,
  mentalTestBodySchema,
} from '@umka/contracts';
import { solveMentalTask } from '@umka/games';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchemaForm } from '../../../lib/forms.ts';
import { formatSeconds, SUBJECT_LABEL_KEY } from './mentalTestText.ts';
import { QuickFillPanel } from './QuickFillPanel.tsx';
import { isBlankRow, type TaskRow, TaskRowsEditor, taskRow } from './TaskRowsEditor.tsx';

export interface MentalTestFormValues {
  title: Record<Locale, string>;
  subjects: number[];
  /** A string while the admin has cleared the input. */
  timeLimitSec: number | string;
  isPublished: boolean;
  rows: TaskRow[];
}

export function emptyMentalTestForm(): MentalTestFormValues {
  return {
    title: { 'ru-RU': '', 'en-US': '', 'uk-UA': '' },
    subjects: [...MENTAL_TEST_SUBJECTS],
    timeLimitSec: 300,
    isPublished: false,
    rows: [taskRow()],
  };
}

export function mentalTestFormValues(test: MentalTest): MentalTestFormValues {
  return {
    title: { ...test.title },
    subjects: [...test.subjects],
    timeLimitSec: test.time_limit_sec,
    isPublished: test.is_published,
    rows: test.tasks.map((task) => taskRow(task.expression)),
  };
}

const LOCALE_LABEL_KEY: Record<
  Locale,
  'adminMentalTests.form.titleRu' | 'adminMentalTests.form.titleEn' | 'adminMentalTests.form.titleUk'
> = {
  'ru-RU': 'adminMentalTests.form.titleRu',
  'en-US': 'adminMentalTests.form.titleEn',
  'uk-UA': 'adminMentalTests.form.titleUk',
};

function toBody(values: MentalTestFormValues): unknown {
  return {
    title: values.title,
    subjects: values.subjects,
    time_limit_sec: typeof values.timeLimitSec === 'number' ? values.timeLimitSec : undefined,
    tasks: values.rows.map((row) => ({ expression: row.expression.trim() })),
    is_published: values.isPublished,
  };
}

/** The server solves every example and refuses one it cannot; so does the form, before a round trip. */
function unsolvedRows(values: MentalTestFormValues): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  values.rows.forEach((row, index) => {
    const solved = solveMentalTask(row.expression);
    if (!solved.ok) errors[`rows.${index}.expression`] = solved.problem;
  });
  return errors;
}

export interface MentalTestFormProps {
  initial: MentalTestFormValues;
  saving: boolean;
  onSave: (body: MentalTestBody) => Promise<void>;
  /** Seeds of the quick fill; tests fix them to know the examples. */
  quickSeed?: () => number;
}

export function MentalTestForm({ initial, saving, onSave, quickSeed }: MentalTestFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initial,
    schema: mentalTestBodySchema,
    toBody,
    inputOf: { time_limit_sec: 'timeLimitSec', is_published: 'isPublished', tasks: 'rows' },
    listInputs: ['subjects'],
    check: unsolvedRows,
  });
  const { values } = form;
  const [quickOpen, setQuickOpen] = useState(false);
  const tasksTitle = useId();

  const setRows = (rows: TaskRow[]) => {
    form.setFieldValue('rows', rows);
    // A row's index may change, so the errors that named rows by index no longer point at the right ones.
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([path]) => path !== 'rows' && !path.startsWith('rows.'))),
    );
  };
  const filled = values.rows.filter((row) => !isBlankRow(row));
  const fill = (expressions: string[], replace: boolean) => {
    setRows([...(replace ? [] : filled), ...expressions.map((expression) => taskRow(expression))]);
    setQuickOpen(false);
  };

  const save = onSubmit(onSave);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Blank rows are where the admin pressed Enter once too often; they are dropped, not refused.
    if (filled.length > 0 && filled.length !== values.rows.length) form.setFieldValue('rows', filled);
    save(event);
  };

  const seconds = typeof values.timeLimitSec === 'number' ? values.timeLimitSec : 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {LOCALES.map((locale) => (
                <TextInput
                  key={locale}
                  label={t(LOCALE_LABEL_KEY[locale])}
                  {...inputProps(`title.${locale}`)}
                  error={errorOf(`title.${locale}`) ?? (locale === 'ru-RU' ? errorOf('title') : undefined)}
                  maxLength={120}
                  withAsterisk
                  data-autofocus={locale === 'ru-RU' || undefined}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 3 }} verticalSpacing="md">
              <Checkbox.Group
                label={t('adminMentalTests.form.subjects')}
                value={values.subjects.map(String)}
                onChange={(ids) => form.setFieldValue('subjects', ids.map(Number))}
                error={errorOf('subjects')}
                withAsterisk
              >
                <Stack gap={6} mt={6}>
                  {MENTAL_TEST_SUBJECTS.map((id) => (
                    <Checkbox key={id} value={String(id)} label={t(SUBJECT_LABEL_KEY[id])} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <NumberInput
                label={t('adminMentalTests.form.timeLimit')}
                description={t('adminMentalTests.form.timeLimitHint', {
                  clock: formatSeconds(seconds),
                  min: MENTAL_TEST_MIN_SECONDS,
                  max: MENTAL_TEST_MAX_SECONDS,
                })}
                {...inputProps('timeLimitSec')}
                min={MENTAL_TEST_MIN_SECONDS}
                max={MENTAL_TEST_MAX_SECONDS}
                step={30}
                allowDecimal={false}
                allowNegative={false}
                rightSection={
                  <Text size="xs" c="dimmed">
                    {formatSeconds(seconds)}
                  </Text>
                }
                rightSectionWidth={56}
                withAsterisk
              />
              <Switch
                mt={28}
                label={t('adminMentalTests.form.published')}
                description={t('adminMentalTests.form.publishedHint')}
                {...inputProps('isPublished', { type: 'checkbox' })}
              />
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={tasksTitle}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={2} size="h4" id={tasksTitle}>
                  {t('adminMentalTests.tasks.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('adminMentalTests.tasks.hint')}
                </Text>
              </Stack>
              <Button
                variant={quickOpen ? 'filled' : 'light'}
                leftSection={<IconSparkles size={16} />}
                onClick={() => setQuickOpen((open) => !open)}
                aria-expanded={quickOpen}
              >
                {t('adminMentalTests.quick.open')}
              </Button>
            </Group>
            {quickOpen ? <QuickFillPanel existing={filled.length} onFill={fill} nextSeed={quickSeed} /> : null}
            {errorOf('rows') ? (
              <Text c="red" size="sm" role="alert">
                {errorOf('rows')}
              </Text>
            ) : null}
            <TaskRowsEditor
              rows={values.rows}
              onChange={setRows}
              errorOf={(index) => errorOf(`rows.${index}.expression`) ?? errorOf(`rows.${index}`)}
            />
          </Stack>
        </Card>

        <Group justify="flex-end">
          <Button component={Link} to="/admin/mental-tests" variant="default">
            {t('adminMentalTests.form.cancel')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('adminMentalTests.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
