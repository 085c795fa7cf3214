import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IT_DESCRIPTION_MAX, IT_TITLE_MAX, itCourseBodySchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { AppModal } from '../../../ui/AppModal.tsx';

export interface TitleValues {
  title: string;
  description: string;
}

export interface TitleModalProps {
  /** The translation keys' prefix of the form's texts. */
  texts: string;
  title: string;
  /** A course has a description too; a block only a title. */
  withDescription: boolean;
  initial: TitleValues;
  onSave: (values: TitleValues) => Promise<unknown>;
  onClose: () => void;
}

/** The name (and, for a course, the description) of a course or a block, new or edited. */
export function TitleModal({ texts, title, withDescription, initial, onSave, onClose }: TitleModalProps) {
  const { t } = useTranslation();
  const { form, inputProps, onSubmit } = useSchemaForm({ initialValues: initial, schema: itCourseBodySchema });
  return (
    <AppModal opened onClose={onClose} title={title} closeOnClickOutside={false}>
      <form
        noValidate
        onSubmit={onSubmit(async (body) => {
          await onSave({ title: body.title, description: body.description });
          onClose();
        })}
      >
        <Stack gap="md">
          <TextInput
            label={t(`${texts}.titleField`)}
            required
            maxLength={IT_TITLE_MAX}
            data-autofocus
            {...inputProps('title')}
          />
          {withDescription ? (
            <Textarea
              label={t(`${texts}.descriptionField`)}
              autosize
              minRows={2}
              maxLength={IT_DESCRIPTION_MAX}
              {...inputProps('description')}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(`${texts}.cancel`)}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t(`${texts}.save`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
