import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  IT_ANSWER_TEXT_MAX,
  IT_QUESTION_ACCEPTED_MAX,
  IT_QUESTION_CODE_MAX,
  IT_QUESTION_KINDS,
  IT_QUESTION_OPTIONS_MAX,
  IT_QUESTION_TEXT_MAX,
  type ItQuestion,
  type ItQuestionContent,
  type ItQuestionKind,
  itQuestionBodySchema,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';

interface Values {
  kind: ItQuestionKind;
  text: string;
  code: string;
  options: { text: string; correct: boolean }[];
  accepted: string[];
  explanation: string;
}

const blank: Values = {
  kind: 'single',
  text: '',
  code: '',
  options: [
    { text: '', correct: true },
    { text: '', correct: false },
  ],
  accepted: [''],
  explanation: '',
};

function initialOf(question: ItQuestion | undefined): Values {
  if (!question) return blank;
  return {
    kind: question.kind,
    text: question.text,
    code: question.code,
    options: question.options.length > 0 ? question.options : blank.options,
    accepted: question.accepted.length > 0 ? question.accepted : blank.accepted,
    explanation: question.explanation,
  };
}

/** A question of any kind: options with their correct ticks, or accepted answers (and code for 'output'). */
export function ItQuestionForm(props: {
  question?: ItQuestion;
  saving: boolean;
  onSave: (body: ItQuestionContent) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initialOf(props.question),
    schema: itQuestionBodySchema,
    // The kind's own fields only: the others keep what was typed in case the admin switches back.
    toBody: (values) =>
      values.kind === 'single' || values.kind === 'multiple'
        ? { ...values, code: '', accepted: [] }
        : { ...values, code: values.kind === 'output' ? values.code : '', options: [] },
    listInputs: ['options', 'accepted'],
  });
  const { kind, options, accepted } = form.getValues();
  const choice = kind === 'single' || kind === 'multiple';

  const tick = (index: number, checked: boolean) => {
    if (kind === 'single') {
      form.setFieldValue(
        'options',
        options.map((option, at) => ({ ...option, correct: at === index })),
      );
    } else {
      form.setFieldValue(`options.${index}.correct`, checked);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit((body) => props.onSave(body))}>
      <Stack gap="md">
        <Input.Wrapper label={t('itQuizzes.admin.kind')}>
          <SegmentedControl
            fullWidth
            data={IT_QUESTION_KINDS.map((value) => ({ value, label: t(`itQuizzes.admin.kinds.${value}`) }))}
            {...form.getInputProps('kind')}
          />
        </Input.Wrapper>
        <Textarea
          label={t('itQuizzes.admin.text')}
          required
          rows={2}
          maxLength={IT_QUESTION_TEXT_MAX}
          {...inputProps('text')}
        />
        {kind === 'output' ? (
          <Textarea
            label={t('itQuizzes.admin.code')}
            required
            rows={3}
            maxLength={IT_QUESTION_CODE_MAX}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...inputProps('code')}
          />
        ) : null}
        {choice ? (
          <Input.Wrapper label={t('itQuizzes.admin.options')} error={errorOf('options')}>
            <Stack gap="xs" mt={4}>
              {options.map((option, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the options are edited in place, their place is their key
                <Group key={index} gap="xs" wrap="nowrap">
                  <Checkbox
                    aria-label={`${t('itQuizzes.admin.correct')}: ${t('itQuizzes.admin.option', { number: index + 1 })}`}
                    checked={option.correct}
                    onChange={(event) => tick(index, event.currentTarget.checked)}
                  />
                  <TextInput
                    style={{ flex: 1 }}
                    aria-label={t('itQuizzes.admin.option', { number: index + 1 })}
                    maxLength={IT_ANSWER_TEXT_MAX}
                    {...inputProps(`options.${index}.text`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('itQuizzes.admin.removeOption', { number: index + 1 })}
                    disabled={options.length <= 2}
                    onClick={() => form.removeListItem('options', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={16} />}
                disabled={options.length >= IT_QUESTION_OPTIONS_MAX}
                onClick={() => form.insertListItem('options', { text: '', correct: false })}
              >
                {t('itQuizzes.admin.addOption')}
              </Button>
            </Stack>
          </Input.Wrapper>
        ) : (
          <Input.Wrapper label={t('itQuizzes.admin.accepted')} error={errorOf('accepted')}>
            <Stack gap="xs" mt={4}>
              {accepted.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the answers are edited in place, their place is their key
                <Group key={index} gap="xs" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    aria-label={t('itQuizzes.admin.acceptedItem', { number: index + 1 })}
                    maxLength={IT_ANSWER_TEXT_MAX}
                    {...inputProps(`accepted.${index}`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('itQuizzes.admin.removeAccepted', { number: index + 1 })}
                    disabled={accepted.length <= 1}
                    onClick={() => form.removeListItem('accepted', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={16} />}
                disabled={accepted.length >= IT_QUESTION_ACCEPTED_MAX}
                onClick={() => form.insertListItem('accepted', '')}
              >
                {t('itQuizzes.admin.addAccepted')}
              </Button>
            </Stack>
          </Input.Wrapper>
        )}
        <Textarea
          label={t('itQuizzes.admin.explanation')}
          rows={2}
          maxLength={IT_QUESTION_TEXT_MAX}
          {...inputProps('explanation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={props.saving}>
            {t('itQuizzes.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
