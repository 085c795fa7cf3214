import { Button, Card, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type AdminLocation, type LocationPatch, locationPatchSchema } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dottedFormErrors, errorUnder, withoutField } from '../../../lib/dotted-form-errors.ts';
import { apiFormErrors, type FormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { type TitleValues, WorldTitleFields } from '../../../ui/WorldTitleFields.tsx';

export interface LocationSettingsFormProps {
  location: AdminLocation;
  saving: boolean;
  onSave: (body: LocationPatch) => Promise<void>;
}

/** A location's titles and background; its kind and profession come with the world and stay. */
export function LocationSettingsForm({ location, saving, onSave }: LocationSettingsFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const [title, setTitle] = useState<TitleValues>({ ...location.title });
  const [background, setBackground] = useState(location.background);
  const [errors, setErrors] = useState<FormErrors>({});

  const errorOf = (field: string) => {
    const text = errorUnder(errors, field);
    return text ? localize(text) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = locationPatchSchema.safeParse({ title, background });
    if (!parsed.success) {
      setErrors(dottedFormErrors(parsed.error));
      return;
    }
    try {
      await onSave(parsed.data);
    } catch (error) {
      // The main API client has already shown the failure notice; the fields say what to fix.
      setErrors(apiFormErrors(error));
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <WorldTitleFields
          value={title}
          onChange={(locale, text) => {
            setTitle((current) => ({ ...current, [locale]: text }));
            setErrors((current) => withoutField(current, `title.${locale}`));
          }}
          labels={{
            'ru-RU': t('adminLocations.form.titleRu'),
            'en-US': t('adminLocations.form.titleEn'),
            'uk-UA': t('adminLocations.form.titleUk'),
          }}
          errors={errors}
        />
        <ImageUploadField
          label={t('adminLocations.form.background')}
          value={background}
          onChange={(path) => {
            setBackground(path);
            setErrors((current) => withoutField(current, 'background'));
          }}
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
