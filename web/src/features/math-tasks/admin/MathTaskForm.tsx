import {
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { IconDeviceFloppy, IconWand } from '@tabler/icons-react';
import {
  MATH_TASK_MAX_CLASS,
  MATH_TASK_MIN_CLASS,
  type MathTask,
  type MathTaskBody,
  mathTaskBodySchema,
} from '@umka/contracts';
import { wordProblemTemplateSchema } from '@umka/games';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { renamedErrors, useSchemaForm } from '../../../lib/forms.ts';
import { MONOSPACE_INPUT } from '../../../ui/inputStyles.ts';
import { TaskPreviewCard } from './TaskPreviewCard.tsx';
import { digitRankRange, usedNames } from './taskPreview.ts';

/** The digit ranks the trainer's generator accepts (wordProblemTemplateSchema in @umka/games). */
const DIGIT_RANKS = [1, 2, 3, 4, 5] as const;

const CLASS_NUMBERS = Array.from(
  { length: MATH_TASK_MAX_CLASS - MATH_TASK_MIN_CLASS + 1 },
  (_, index) => MATH_TASK_MIN_CLASS + index,
);

/** The generator's camelCase names as the wire spells them, so its issues land on the right inputs. */
const WIRE_FIELD = {
  digitRank: 'digit_rank',
  integerAnswer: 'integer_answer',
  classNumber: 'class_number',
  textEn: 'text_en',
  textUk: 'text_uk',
};

export const EMPTY_MATH_TASK: MathTaskBody = {
  text: '',
  text_en: null,
  text_uk: null,
  expression: '',
  variables: [],
  digit_rank: 2,
  integer_answer: true,
  class_number: 2,
};

export function mathTaskFormValues(task: MathTask): MathTaskBody {
  const { text, text_en, text_uk, expression, variables, digit_rank, integer_answer, class_number } = task;
  return { text, text_en, text_uk, expression, variables, digit_rank, integer_answer, class_number };
}

const resolveTemplate = schemaResolver(wordProblemTemplateSchema, { sync: true });

/** The generator's rules the server applies once the shape is right, run here so most mistakes show before a round trip. */
function templateErrors(values: MathTaskBody): FormErrors {
  if (!mathTaskBodySchema.safeParse(values).success) return {};
  const errors = resolveTemplate({
    id: 1,
    text: values.text,
    textEn: values.text_en,
    textUk: values.text_uk,
    expression: values.expression,
    variables: values.variables,
    digitRank: values.digit_rank,
    integerAnswer: values.integer_answer,
    classNumber: values.class_number,
  });
  return renamedErrors(errors, WIRE_FIELD);
}

export interface MathTaskFormProps {
  initial: MathTaskBody;
  saving: boolean;
  onSave: (body: MathTaskBody) => Promise<void>;
}

/** The fields of spec §3's admin math task beside a live sample of it. */
export function MathTaskForm({ initial, saving, onSave }: MathTaskFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initial,
    schema: mathTaskBodySchema,
    listInputs: ['variables'],
    check: templateErrors,
  });
  const { values } = form;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const digitRankLabel = useId();

  const declare = (names: readonly string[]) =>
    form.setFieldValue('variables', [...new Set([...values.variables, ...names])]);
  const missing = usedNames(values.text, values.expression).filter((name) => !values.variables.includes(name));

  /** Puts `{name}` where the caret is, so a placeholder is one click and never misspelt. */
  const insertPlaceholder = (name: string) => {
    const area = textRef.current;
    const start = area?.selectionStart ?? values.text.length;
    const end = area?.selectionEnd ?? values.text.length;
    const token = `{${name}}`;
    form.setFieldValue('text', values.text.slice(0, start) + token + values.text.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const [low, high] = digitRankRange(values.digit_rank);
  // One object per change of the task, so the preview recomputes only when something it reads changed.
  const draft = useMemo(
    () => ({
      text: values.text,
      expression: values.expression,
      variables: values.variables,
      digitRank: values.digit_rank,
      integerAnswer: values.integer_answer,
    }),
    [values],
  );

  return (
    <form onSubmit={onSubmit(onSave)} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Stack gap={6}>
                <Textarea
                  ref={textRef}
                  label={t('adminTasks.form.text')}
                  description={t('adminTasks.form.textHint')}
                  placeholder={t('adminTasks.form.textPlaceholder')}
                  {...inputProps('text')}
                  rows={4}
                  resize="vertical"
                  withAsterisk
                  data-autofocus
                />
                {values.variables.length > 0 ? (
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {t('adminTasks.form.insert')}
                    </Text>
                    {values.variables.map((name) => (
                      <Button
                        key={name}
                        size="compact-xs"
                        variant="light"
                        radius="xl"
                        tt="none"
                        onClick={() => insertPlaceholder(name)}
                        aria-label={t('adminTasks.form.insertName', { name })}
                      >
                        {`{${name}}`}
                      </Button>
                    ))}
                  </Group>
                ) : null}
              </Stack>
              <Textarea
                label={t('adminTasks.form.textEn')}
                description={t('adminTasks.form.translationHint')}
                {...inputProps('text_en')}
                value={values.text_en ?? ''}
                rows={3}
                resize="vertical"
                lang="en"
              />
              <Textarea
                label={t('adminTasks.form.textUk')}
                description={t('adminTasks.form.translationHint')}
                {...inputProps('text_uk')}
                value={values.text_uk ?? ''}
                rows={3}
                resize="vertical"
                lang="uk"
              />
              <TextInput
                label={t('adminTasks.form.expression')}
                description={t('adminTasks.form.expressionHint')}
                placeholder="a + b"
                {...inputProps('expression')}
                styles={MONOSPACE_INPUT}
                withAsterisk
                autoComplete="off"
                spellCheck={false}
              />
              <Stack gap={6}>
                <TagsInput
                  label={t('adminTasks.form.variables')}
                  description={t('adminTasks.form.variablesHint')}
                  placeholder={values.variables.length === 0 ? 'a, b' : undefined}
                  {...inputProps('variables')}
                  splitChars={[',', ' ', ';']}
                  clearable
                  withAsterisk
                />
                {missing.length > 0 ? (
                  <Group>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconWand size={16} />}
                      onClick={() => declare(missing)}
                    >
                      {t('adminTasks.form.takeNames', { names: missing.join(', ') })}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500} id={digitRankLabel}>
                  {t('adminTasks.form.digitRank')}
                </Text>
                <SegmentedControl
                  aria-labelledby={digitRankLabel}
                  value={String(values.digit_rank)}
                  onChange={(value) => form.setFieldValue('digit_rank', Number(value))}
                  data={DIGIT_RANKS.map((rank) => ({ value: String(rank), label: String(rank) }))}
                />
                <Text size="xs" c={errorOf('digit_rank') ? 'red' : 'dimmed'}>
                  {errorOf('digit_rank') ?? t('adminTasks.form.digitRankHint', { low, high })}
                </Text>
              </Stack>
              <Group align="flex-start" grow>
                <Select
                  label={t('adminTasks.form.class')}
                  data={CLASS_NUMBERS.map((number) => ({
                    value: String(number),
                    label: t('adminTasks.classLabel', { number }),
                  }))}
                  {...inputProps('class_number')}
                  value={String(values.class_number)}
                  onChange={(value) => value !== null && form.setFieldValue('class_number', Number(value))}
                  allowDeselect={false}
                  withAsterisk
                />
                <Switch
                  mt={30}
                  label={t('adminTasks.form.integerAnswer')}
                  description={t('adminTasks.form.integerAnswerHint')}
                  {...inputProps('integer_answer', { type: 'checkbox' })}
                />
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md" pos="sticky" top="var(--mantine-spacing-md)">
            <TaskPreviewCard draft={draft} onDeclare={declare} />
            <Group justify="flex-end">
              <Button component={Link} to="/admin/tasks" variant="default">
                {t('adminTasks.form.cancel')}
              </Button>
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
                {t('adminTasks.form.save')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
