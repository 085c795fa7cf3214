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
  errorMessage,
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
import { dottedFormErrors, errorUnder, withoutField } from '../../../lib/dotted-form-errors.ts';
import { apiFormErrors, type FormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
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

function toBody(values: MentalTestFormValues, rows: readonly TaskRow[]): unknown {
  return {
    title: values.title,
    subjects: values.subjects,
    time_limit_sec: typeof values.timeLimitSec === 'number' ? values.timeLimitSec : undefined,
    tasks: rows.map((row) => ({ expression: row.expression.trim() })),
    is_published: values.isPublished,
  };
}

/** The server's checks, run first: the contract's shape and every example's answer. */
function validate(body: unknown, rows: readonly TaskRow[]): { body: MentalTestBody } | { errors: FormErrors } {
  const parsed = mentalTestBodySchema.safeParse(body);
  const errors: FormErrors = parsed.success ? {} : dottedFormErrors(parsed.error);
  rows.forEach((row, index) => {
    const field = `tasks.${index}.expression`;
    const solved = solveMentalTask(row.expression);
    if (!errors[field] && !solved.ok) errors[field] = errorMessage(solved.problem);
  });
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data };
  return { errors };
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
  const localize = useLocalized();
  const [values, setValues] = useState<MentalTestFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [quickOpen, setQuickOpen] = useState(false);
  const tasksTitle = useId();

  const set = <K extends keyof MentalTestFormValues>(key: K, value: MentalTestFormValues[K], field: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutField(current, field));
  };
  const errorOf = (field: string) => {
    const text = errorUnder(errors, field);
    return text ? localize(text) : undefined;
  };
  const exactError = (field: string) => {
    const text = errors[field];
    return text ? localize(text) : undefined;
  };

  const setRows = (rows: TaskRow[]) => {
    // A row's index may change, so the errors that named rows by index no longer point at the right ones.
    setValues((current) => ({ ...current, rows }));
    setErrors((current) => withoutField(current, 'tasks'));
  };
  const filled = values.rows.filter((row) => !isBlankRow(row));
  const fill = (expressions: string[], replace: boolean) => {
    setRows([...(replace ? [] : filled), ...expressions.map((expression) => taskRow(expression))]);
    setQuickOpen(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Blank rows are where the admin pressed Enter once too often; they are dropped, not refused.
    const rows = filled.length > 0 ? filled : values.rows;
    if (rows.length !== values.rows.length) setValues((current) => ({ ...current, rows }));
    const checked = validate(toBody(values, rows), rows);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    try {
      await onSave(checked.body);
    } catch (error) {
      // The main API client has already shown the failure notice; the fields say what to fix.
      setErrors(apiFormErrors(error));
    }
  };

  const seconds = typeof values.timeLimitSec === 'number' ? values.timeLimitSec : 0;
  const subjectsError = errorOf('subjects');

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
                  value={values.title[locale]}
                  onChange={(event) =>
                    set('title', { ...values.title, [locale]: event.currentTarget.value }, `title.${locale}`)
                  }
                  error={exactError(`title.${locale}`) ?? (locale === 'ru-RU' ? exactError('title') : undefined)}
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
                onChange={(ids) => set('subjects', ids.map(Number), 'subjects')}
                error={subjectsError}
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
                value={values.timeLimitSec}
                onChange={(value) => set('timeLimitSec', value, 'time_limit_sec')}
                error={errorOf('time_limit_sec')}
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
                checked={values.isPublished}
                onChange={(event) => set('isPublished', event.currentTarget.checked, 'is_published')}
                error={errorOf('is_published')}
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
            {exactError('tasks') ? (
              <Text c="red" size="sm" role="alert">
                {exactError('tasks')}
              </Text>
            ) : null}
            <TaskRowsEditor rows={values.rows} onChange={setRows} errorOf={(index) => errorOf(`tasks.${index}`)} />
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
