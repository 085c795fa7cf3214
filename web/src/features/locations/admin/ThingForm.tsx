import { Button, Group, NumberInput, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  type AdminThing,
  THING_MAX_WIDTH,
  THING_MIN_WIDTH,
  type ThingBody,
  thingBodySchema,
  WORLD_MAX_PRICE,
} from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { EMPTY_TITLE, type TitleValues, WorldTitleFields } from '../../../ui/WorldTitleFields.tsx';
import { ThingScalePreview } from './ThingScalePreview.tsx';

interface ThingFormValues {
  title: TitleValues;
  image: string;
  /** Strings while the admin has cleared the input. */
  price: number | string;
  width: number | string;
}

/** A new thing starts at a size most furniture has in a room. */
const DEFAULT_WIDTH = 20;

function formValues(thing: AdminThing | null): ThingFormValues {
  if (!thing) return { title: EMPTY_TITLE, image: '', price: 0, width: DEFAULT_WIDTH };
  return { title: { ...thing.title }, image: thing.image, price: thing.price, width: thing.width };
}

function toBody(values: ThingFormValues): unknown {
  return {
    title: values.title,
    image: values.image,
    price: typeof values.price === 'number' ? values.price : undefined,
    width: typeof values.width === 'number' ? values.width : undefined,
  };
}

export interface ThingFormProps {
  /** null: a new thing. */
  thing: AdminThing | null;
  background: string;
  saving: boolean;
  onSave: (body: ThingBody) => Promise<void>;
  onCancel: () => void;
}

/** A thing of a location's shop: its titles, picture, price and size in the room, seen in the room as it is edited. */
export function ThingForm({ thing, background, saving, onSave, onCancel }: ThingFormProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: formValues(thing),
    schema: thingBodySchema,
    toBody,
  });
  const widthLabel = useId();
  const values = form.values;

  const width = typeof values.width === 'number' ? values.width : DEFAULT_WIDTH;
  const title = localize(values.title).trim() || t('adminLocations.thing.untitled');

  return (
    <form onSubmit={onSubmit(onSave)} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="md">
          <WorldTitleFields
            inputProps={inputProps}
            titleError={errorOf('title')}
            labels={{
              'ru-RU': t('adminLocations.thing.titleRu'),
              'en-US': t('adminLocations.thing.titleEn'),
              'uk-UA': t('adminLocations.thing.titleUk'),
            }}
            columns={1}
          />
          <ImageUploadField
            label={t('adminLocations.thing.image')}
            value={values.image}
            onChange={(path) => form.setFieldValue('image', path)}
            error={errorOf('image')}
            required
            thumbnailSize={72}
          />
          <SimpleGrid cols={2}>
            <NumberInput
              label={t('adminLocations.thing.price')}
              {...inputProps('price')}
              min={0}
              max={WORLD_MAX_PRICE}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
            />
            <NumberInput
              label={t('adminLocations.thing.width')}
              description={t('adminLocations.thing.widthHint', { min: THING_MIN_WIDTH, max: THING_MAX_WIDTH })}
              {...inputProps('width')}
              min={THING_MIN_WIDTH}
              max={THING_MAX_WIDTH}
              suffix=" %"
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
            />
          </SimpleGrid>
        </Stack>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" id={widthLabel}>
              {t('adminLocations.thing.scale')}
            </Text>
            <Slider
              value={width}
              onChange={(value) => form.setFieldValue('width', value)}
              min={THING_MIN_WIDTH}
              max={THING_MAX_WIDTH}
              label={(value) => `${value} %`}
              thumbProps={{ 'aria-labelledby': widthLabel }}
            />
          </Stack>
          <ThingScalePreview
            background={background}
            image={values.image}
            width={width}
            label={t('adminLocations.thing.scalePreview', { title, width })}
          />
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('adminLocations.thing.cancel')}
        </Button>
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
          {t('adminLocations.thing.save')}
        </Button>
      </Group>
    </form>
  );
}
