import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IT_QUIZ_TITLE_MAX, itQuizUpdateSchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { AppModal } from '../../../ui/AppModal.tsx';

/** A quiz's title, new or renamed. */
export function QuizTitleModal(props: {
  heading: string;
  initial: string;
  onSave: (title: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: { title: props.initial },
    schema: itQuizUpdateSchema,
  });
  return (
    <AppModal opened onClose={props.onClose} title={props.heading} closeOnClickOutside={false}>
      <form
        noValidate
        onSubmit={onSubmit(async (body) => {
          await props.onSave(body.title);
          props.onClose();
        })}
      >
        <Stack gap="md">
          <TextInput
            label={t('itQuizzes.admin.title')}
            required
            maxLength={IT_QUIZ_TITLE_MAX}
            data-autofocus
            {...inputProps('title')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('itQuizzes.admin.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('itQuizzes.admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
