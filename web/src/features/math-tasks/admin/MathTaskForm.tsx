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
import { IconDeviceFloppy, IconWand } from '@tabler/icons-react';
import {
  MATH_TASK_MAX_CLASS,
  MATH_TASK_MIN_CLASS,
  type MathTask,
  type MathTaskBody,
  mathTaskBodySchema,
} from '@umka/contracts';
import { wordProblemTemplateSchema } from '@umka/games';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dottedFormErrors, errorUnder, withoutField } from '../../../lib/dotted-form-errors.ts';
import { apiFormErrors, type FormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
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

/** The checks the server makes, run first so most mistakes show before a round trip. */
function validate(values: MathTaskBody): { body: MathTaskBody } | { errors: FormErrors } {
  const shape = mathTaskBodySchema.safeParse(values);
  if (!shape.success) return { errors: dottedFormErrors(shape.error) };
  const rules = wordProblemTemplateSchema.safeParse({
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
  if (!rules.success) return { errors: dottedFormErrors(rules.error, WIRE_FIELD) };
  return { body: shape.data };
}

export interface MathTaskFormProps {
  initial: MathTaskBody;
  saving: boolean;
  onSave: (body: MathTaskBody) => Promise<void>;
}

/** The fields of spec §3's admin math task beside a live sample of it. */
export function MathTaskForm({ initial, saving, onSave }: MathTaskFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const [values, setValues] = useState<MathTaskBody>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const textRef = useRef<HTMLTextAreaElement>(null);
  const digitRankLabel = useId();

  const set = <K extends keyof MathTaskBody>(key: K, value: MathTaskBody[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutField(current, key));
  };
  const errorOf = (field: string) => {
    const text = errorUnder(errors, field);
    return text ? localize(text) : undefined;
  };

  const declare = (names: readonly string[]) => set('variables', [...new Set([...values.variables, ...names])]);
  const missing = usedNames(values.text, values.expression).filter((name) => !values.variables.includes(name));

  /** Puts `{name}` where the caret is, so a placeholder is one click and never misspelt. */
  const insertPlaceholder = (name: string) => {
    const area = textRef.current;
    const start = area?.selectionStart ?? values.text.length;
    const end = area?.selectionEnd ?? values.text.length;
    const token = `{${name}}`;
    set('text', values.text.slice(0, start) + token + values.text.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(values);
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
    <form onSubmit={submit} noValidate>
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
                  value={values.text}
                  onChange={(event) => set('text', event.currentTarget.value)}
                  error={errorOf('text')}
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
                value={values.text_en ?? ''}
                onChange={(event) => set('text_en', event.currentTarget.value)}
                error={errorOf('text_en')}
                rows={3}
                resize="vertical"
                lang="en"
              />
              <Textarea
                label={t('adminTasks.form.textUk')}
                description={t('adminTasks.form.translationHint')}
                value={values.text_uk ?? ''}
                onChange={(event) => set('text_uk', event.currentTarget.value)}
                error={errorOf('text_uk')}
                rows={3}
                resize="vertical"
                lang="uk"
              />
              <TextInput
                label={t('adminTasks.form.expression')}
                description={t('adminTasks.form.expressionHint')}
                placeholder="a + b"
                value={values.expression}
                onChange={(event) => set('expression', event.currentTarget.value)}
                error={errorOf('expression')}
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
                  value={values.variables}
                  onChange={(names) => set('variables', names)}
                  error={errorOf('variables')}
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
                  onChange={(value) => set('digit_rank', Number(value))}
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
                  value={String(values.class_number)}
                  onChange={(value) => value !== null && set('class_number', Number(value))}
                  error={errorOf('class_number')}
                  allowDeselect={false}
                  withAsterisk
                />
                <Switch
                  mt={30}
                  label={t('adminTasks.form.integerAnswer')}
                  description={t('adminTasks.form.integerAnswerHint')}
                  checked={values.integer_answer}
                  onChange={(event) => set('integer_answer', event.currentTarget.checked)}
                  error={errorOf('integer_answer')}
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
