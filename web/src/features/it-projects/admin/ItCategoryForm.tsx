import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { type ItCategory, type ItCategoryBody, itCategoryBodySchema, type LocalizedText } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';

interface Values {
  title: LocalizedText;
  number: number | string;
}

export interface ItCategoryFormProps {
  category: ItCategory | null;
  /** Where a new category goes: after the last one. */
  nextNumber: number;
  saving: boolean;
  onSave: (body: ItCategoryBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A category's title in every interface language (each error under its own input) and its place in the list. */
export function ItCategoryForm({ category, nextNumber, saving, onSave, onCancel }: ItCategoryFormProps) {
  const { t } = useTranslation();
  const { inputProps, onSubmit } = useSchemaForm({
    initialValues: {
      title: category?.title ?? { 'ru-RU': '', 'en-US': '', 'uk-UA': '' },
      number: category?.number ?? nextNumber,
    } as Values,
    schema: itCategoryBodySchema,
    toBody: (values: Values) => ({
      title: values.title,
      number: values.number === '' ? undefined : Number(values.number),
    }),
  });
  return (
    <form onSubmit={onSubmit((body) => onSave(body))} noValidate>
      <Stack gap="sm">
        <TextInput label={t('itProjects.admin.titleRu')} withAsterisk {...inputProps('title.ru-RU')} />
        <TextInput label={t('itProjects.admin.titleEn')} withAsterisk {...inputProps('title.en-US')} />
        <TextInput label={t('itProjects.admin.titleUk')} withAsterisk {...inputProps('title.uk-UA')} />
        <NumberInput
          label={t('itProjects.admin.number')}
          description={t('itProjects.admin.numberHint')}
          min={0}
          allowDecimal={false}
          {...inputProps('number')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('itProjects.admin.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('itProjects.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
