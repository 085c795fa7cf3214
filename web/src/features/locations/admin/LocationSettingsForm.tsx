import { Button, Card, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type AdminLocation, type LocationPatch, locationPatchSchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { WorldTitleFields } from '../../../ui/WorldTitleFields.tsx';

export interface LocationSettingsFormProps {
  location: AdminLocation;
  saving: boolean;
  onSave: (body: LocationPatch) => Promise<void>;
}

/** A location's titles and background; its kind and profession come with the world and stay. */
export function LocationSettingsForm({ location, saving, onSave }: LocationSettingsFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: { title: { ...location.title }, background: location.background },
    schema: locationPatchSchema,
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={onSubmit(onSave)} noValidate>
      <Stack gap="md">
        <WorldTitleFields
          inputProps={inputProps}
          titleError={errorOf('title')}
          labels={{
            'ru-RU': t('adminLocations.form.titleRu'),
            'en-US': t('adminLocations.form.titleEn'),
            'uk-UA': t('adminLocations.form.titleUk'),
          }}
        />
        <ImageUploadField
          label={t('adminLocations.form.background')}
          value={form.values.background}
          onChange={(path) => form.setFieldValue('background', path)}
          error={errorOf('background')}
          required
          thumbnailSize={120}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('adminLocations.form.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
