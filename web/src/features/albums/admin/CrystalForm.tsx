import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  type AdminCrystal,
  type CrystalPatch,
  crystalPatchSchema,
  LOCALES,
  type Locale,
  WORLD_MAX_PRICE,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { type TitleValues, WorldTitleFields } from '../../../ui/WorldTitleFields.tsx';

interface CrystalFormValues {
  title: TitleValues;
  description: TitleValues;
  image: string;
  /** A string while the admin has cleared the input. */
  price: number | string;
  is_for_sale: boolean;
}

const DESCRIPTION_LABEL = {
  'ru-RU': 'albumsAdmin.crystals.descriptionRu',
  'en-US': 'albumsAdmin.crystals.descriptionEn',
  'uk-UA': 'albumsAdmin.crystals.descriptionUk',
} as const satisfies Record<Locale, string>;

export interface CrystalFormProps {
  crystal: AdminCrystal;
  saving: boolean;
  onSave: (body: CrystalPatch) => Promise<void>;
}

/** One crystal's words in every language, its picture, price and whether the shop sells it; what it does stays. */
export function CrystalForm({ crystal, saving, onSave }: CrystalFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: {
      title: { ...crystal.title },
      description: { ...crystal.description },
      image: crystal.image,
      price: crystal.price,
      is_for_sale: crystal.is_for_sale,
    } as CrystalFormValues,
    schema: crystalPatchSchema,
    toBody: (values: CrystalFormValues) => ({
      ...values,
      price: typeof values.price === 'number' ? values.price : undefined,
    }),
  });
  const heading = localize(crystal.title);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={heading}>
      <form onSubmit={onSubmit(onSave)} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {heading}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`albumsAdmin.crystals.codes.${crystal.code}`)}
            </Text>
          </Stack>
          <WorldTitleFields
            inputProps={inputProps}
            titleError={errorOf('title')}
            labels={{
              'ru-RU': t('albumsAdmin.crystals.titleRu'),
              'en-US': t('albumsAdmin.crystals.titleEn'),
              'uk-UA': t('albumsAdmin.crystals.titleUk'),
            }}
          />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {LOCALES.map((locale) => (
              <Textarea
                key={locale}
                label={t(DESCRIPTION_LABEL[locale])}
                {...inputProps(`description.${locale}`)}
                autosize
                minRows={2}
                maxLength={300}
                withAsterisk
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageUploadField
              label={t('albumsAdmin.crystals.image')}
              value={form.values.image}
              onChange={(path) => form.setFieldValue('image', path)}
              error={errorOf('image')}
              required
              thumbnailSize={72}
            />
            <Stack gap="md">
              <NumberInput
                label={t('albumsAdmin.crystals.price')}
                {...inputProps('price')}
                min={0}
                max={WORLD_MAX_PRICE}
                allowDecimal={false}
                allowNegative={false}
                withAsterisk
              />
              <Switch label={t('albumsAdmin.crystals.forSale')} {...inputProps('is_for_sale', { type: 'checkbox' })} />
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
              {t('albumsAdmin.crystals.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
