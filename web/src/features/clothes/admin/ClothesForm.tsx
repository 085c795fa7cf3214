import {
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  type AdminClothes,
  type Character,
  CLOTHES_CATEGORIES,
  CLOTHES_SLOTS,
  type ClothesBody,
  type ClothesCategory,
  type ClothesSlot,
  clothesBodySchema,
  WORLD_MAX_PRICE,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { EMPTY_TITLE, type TitleValues, WorldTitleFields } from '../../../ui/WorldTitleFields.tsx';
import { ClothesLivePreview } from './ClothesLivePreview.tsx';

export interface ClothesFormValues {
  title: TitleValues;
  /** A string while the admin has cleared the input. */
  price: number | string;
  slot: ClothesSlot | null;
  categories: ClothesCategory[];
  characters: number[];
  /** '' for none. */
  preview: string;
  picture: string;
  isStandard: boolean;
}

export const EMPTY_CLOTHES_FORM: ClothesFormValues = {
  title: EMPTY_TITLE,
  price: 0,
  slot: null,
  categories: [],
  characters: [],
  preview: '',
  picture: '',
  isStandard: false,
};

export function clothesFormValues(item: AdminClothes): ClothesFormValues {
  return {
    title: { ...item.title },
    price: item.price,
    slot: item.slot,
    categories: [...item.categories],
    characters: [...item.characters],
    preview: item.preview ?? '',
    picture: item.picture,
    isStandard: item.is_standard,
  };
}

/** The "all" box stands beside the characters' own boxes and ticks or clears every one of them. */
const ALL = 'all';

function toBody(values: ClothesFormValues): unknown {
  return {
    title: values.title,
    price: typeof values.price === 'number' ? values.price : undefined,
    slot: values.slot ?? undefined,
    categories: values.categories,
    characters: values.characters,
    preview: values.preview.trim() === '' ? null : values.preview,
    picture: values.picture,
    is_standard: values.isStandard,
  };
}

export interface ClothesFormProps {
  initial: ClothesFormValues;
  characters: readonly Character[];
  saving: boolean;
  onSave: (body: ClothesBody) => Promise<void>;
}

/** Spec §3 clothes: titles, price, slot, shelves, the characters it fits, its pictures and the standard flag. */
export function ClothesForm({ initial, characters, saving, onSave }: ClothesFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initial,
    schema: clothesBodySchema,
    toBody,
    inputOf: { is_standard: 'isStandard' },
    pickers: ['slot'],
  });
  const { values } = form;
  const setCharacters = (ids: number[]) => form.setFieldValue('characters', ids);

  const allIds = characters.map((character) => character.id);
  const fitsAll = allIds.length > 0 && allIds.every((id) => values.characters.includes(id));
  const pickCharacters = (next: string[]) => {
    const ticked = next.filter((value) => value !== ALL).map(Number);
    if (next.includes(ALL) && !fitsAll) setCharacters(allIds);
    else if (!next.includes(ALL) && fitsAll && ticked.length === allIds.length) setCharacters([]);
    else setCharacters(ticked);
  };

  const chosen = characters.filter((character) => values.characters.includes(character.id));

  return (
    <form onSubmit={onSubmit(onSave)} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <WorldTitleFields
                  inputProps={inputProps}
                  titleError={errorOf('title')}
                  labels={{
                    'ru-RU': t('adminClothes.form.titleRu'),
                    'en-US': t('adminClothes.form.titleEn'),
                    'uk-UA': t('adminClothes.form.titleUk'),
                  }}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberInput
                    label={t('adminClothes.form.price')}
                    description={t('adminClothes.form.priceHint', { max: WORLD_MAX_PRICE })}
                    {...inputProps('price')}
                    min={0}
                    max={WORLD_MAX_PRICE}
                    allowDecimal={false}
                    allowNegative={false}
                    withAsterisk
                  />
                  <Switch
                    mt={{ sm: 28 }}
                    label={t('adminClothes.form.standard')}
                    description={t('adminClothes.form.standardHint')}
                    {...inputProps('isStandard', { type: 'checkbox' })}
                  />
                </SimpleGrid>
                <Radio.Group
                  label={t('adminClothes.form.slot')}
                  description={t('adminClothes.form.slotHint')}
                  {...inputProps('slot')}
                  onChange={(value) => form.setFieldValue('slot', value as ClothesSlot)}
                  withAsterisk
                >
                  <Group gap="md" mt={8}>
                    {CLOTHES_SLOTS.map((slot) => (
                      <Radio key={slot} value={slot} label={t(`adminClothes.slots.${slot}`)} />
                    ))}
                  </Group>
                </Radio.Group>
                <Checkbox.Group
                  label={t('adminClothes.form.categories')}
                  {...inputProps('categories')}
                  onChange={(next) => form.setFieldValue('categories', next as ClothesCategory[])}
                  withAsterisk
                >
                  <Group gap="md" mt={8}>
                    {CLOTHES_CATEGORIES.map((category) => (
                      <Checkbox key={category} value={category} label={t(`adminClothes.categories.${category}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
                <Checkbox.Group
                  label={t('adminClothes.form.characters')}
                  value={[...values.characters.map(String), ...(fitsAll ? [ALL] : [])]}
                  onChange={pickCharacters}
                  error={errorOf('characters')}
                  withAsterisk
                >
                  <Group gap="md" mt={8}>
                    <Checkbox
                      value={ALL}
                      label={t('adminClothes.form.allCharacters')}
                      indeterminate={!fitsAll && values.characters.length > 0}
                      fw={500}
                    />
                    {characters.map((character) => (
                      <Checkbox key={character.id} value={String(character.id)} label={localize(character.title)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <ImageUploadField
                  label={t('adminClothes.form.picture')}
                  value={values.picture}
                  onChange={(path) => form.setFieldValue('picture', path)}
                  error={errorOf('picture')}
                  required
                />
                <ImageUploadField
                  label={t('adminClothes.form.preview')}
                  value={values.preview}
                  onChange={(path) => form.setFieldValue('preview', path)}
                  error={errorOf('preview')}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed" mt="sm">
                {t('adminClothes.form.picturesHint')}
              </Text>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card withBorder radius="lg" padding="lg" pos="sticky" top={76}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('adminClothes.form.livePreview')}
              </Title>
              <ClothesLivePreview
                characters={chosen}
                slot={values.slot}
                picture={values.picture}
                itemTitle={localize(values.title)}
              />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button component={Link} to="/admin/clothes" variant="default">
          {t('adminClothes.form.cancel')}
        </Button>
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
          {t('adminClothes.form.save')}
        </Button>
      </Group>
    </form>
  );
}
