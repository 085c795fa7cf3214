import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  PUZZLE_PACK_MAX_SIZE,
  PUZZLE_PACKS_MAX,
  type PuzzlePrices,
  type PuzzlePricesBody,
  puzzlePricesBodySchema,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';

/** Strings while the admin has cleared an input. */
interface PackValues {
  /** Keeps each row's inputs with their pack when one above is removed. */
  key: string;
  size: number | string;
  price: number | string;
}

interface PricesFormValues {
  random: PackValues[];
  chosen: number | string;
}

const number = (value: number | string) => (typeof value === 'number' ? value : undefined);

export interface PuzzlePricesFormProps {
  prices: PuzzlePrices;
  saving: boolean;
  onSave: (body: PuzzlePricesBody) => Promise<void>;
}

/** The whole price list at once: the random packs (each size once) and the price of a chosen puzzle. */
export function PuzzlePricesForm({ prices, saving, onSave }: PuzzlePricesFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: {
      random: prices.random.map((pack) => ({ ...pack, key: randomId() })),
      chosen: prices.chosen,
    } as PricesFormValues,
    schema: puzzlePricesBodySchema,
    toBody: (values: PricesFormValues) => ({
      random: values.random.map((pack) => ({ size: number(pack.size), price: number(pack.price) })),
      chosen: number(values.chosen),
    }),
  });
  const packs = form.values.random;
  const listError = errorOf('random');

  return (
    <form onSubmit={onSubmit(onSave)} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" component="fieldset" style={{ border: undefined }}>
          <Stack gap="sm">
            <Title order={2} size="h4" component="legend">
              {t('albumsAdmin.prices.random')}
            </Title>
            {packs.map((pack, index) => {
              const number = index + 1;
              return (
                <Group
                  key={pack.key}
                  align="flex-start"
                  wrap="nowrap"
                  role="group"
                  aria-label={t('albumsAdmin.prices.packLabel', { number })}
                >
                  <NumberInput
                    label={t('albumsAdmin.prices.size')}
                    {...inputProps(`random.${index}.size`)}
                    min={1}
                    max={PUZZLE_PACK_MAX_SIZE}
                    allowDecimal={false}
                    allowNegative={false}
                    withAsterisk
                    style={{ flex: 1 }}
                  />
                  <NumberInput
                    label={t('albumsAdmin.prices.price')}
                    {...inputProps(`random.${index}.price`)}
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    withAsterisk
                    style={{ flex: 1 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    size="lg"
                    aria-label={t('albumsAdmin.prices.removePack', { number })}
                    onClick={() => form.removeListItem('random', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              );
            })}
            {listError ? (
              <Text c="red" size="sm" role="alert">
                {listError}
              </Text>
            ) : null}
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              disabled={packs.length >= PUZZLE_PACKS_MAX}
              onClick={() => form.insertListItem('random', { key: randomId(), size: '', price: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('albumsAdmin.prices.addPack')}
            </Button>
          </Stack>
        </Card>
        <NumberInput
          label={t('albumsAdmin.prices.chosen')}
          {...inputProps('chosen')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          maw={320}
        />
        <Group>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('albumsAdmin.prices.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
