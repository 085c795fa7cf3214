import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  IT_SHOP_KINDS,
  IT_SHOP_MAX_PRICE,
  IT_SHOP_MAX_STOCK,
  type ItShopArtKey,
  type ItShopItem,
  type ItShopItemBody,
  type ItShopKind,
  itShopItemBodySchema,
  LOCALES,
  type Locale,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { EMPTY_TITLE, type TitleValues, WorldTitleFields } from '../../../ui/WorldTitleFields.tsx';
import { ItShopArtPicker } from './ItShopArtPicker.tsx';

interface ItShopItemValues {
  title: TitleValues;
  description: TitleValues;
  kind: ItShopKind;
  art_key: ItShopArtKey | null;
  /** Strings while the admin has cleared the input; an empty stock means the shop never runs out. */
  price: number | string;
  stock: number | string;
  is_active: boolean;
}

const DESCRIPTION_LABEL = {
  'ru-RU': 'itShop.admin.form.descriptionRu',
  'en-US': 'itShop.admin.form.descriptionEn',
  'uk-UA': 'itShop.admin.form.descriptionUk',
} as const satisfies Record<Locale, string>;

function initialValues(item: ItShopItem | null): ItShopItemValues {
  if (!item)
    return {
      title: { ...EMPTY_TITLE },
      description: { ...EMPTY_TITLE },
      kind: 'sticker',
      art_key: null,
      price: '',
      stock: '',
      is_active: true,
    };
  return {
    title: { ...item.title },
    description: { ...item.description },
    kind: item.kind,
    art_key: item.art_key,
    price: item.price,
    stock: item.stock ?? '',
    is_active: item.is_active,
  };
}

export interface ItShopItemFormProps {
  /** The good to change; null for a new one. */
  item: ItShopItem | null;
  saving: boolean;
  onSave: (body: ItShopItemBody) => Promise<unknown>;
  /** A refusal that is not about a field. */
  onError: (error: unknown) => void;
  onCancel: () => void;
}

/** A good of the IT shop: its words in every language, kind, picture, price, stock and whether it is on sale. */
export function ItShopItemForm({ item, saving, onSave, onError, onCancel }: ItShopItemFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initialValues(item),
    schema: itShopItemBodySchema,
    toBody: (values: ItShopItemValues) => ({
      ...values,
      art_key: values.art_key ?? undefined,
      price: typeof values.price === 'number' ? values.price : undefined,
      stock: typeof values.stock === 'number' ? values.stock : null,
    }),
    pickers: ['art_key', 'kind'],
  });

  return (
    <form onSubmit={onSubmit(onSave, onError)} noValidate>
      <Stack gap="md">
        <WorldTitleFields
          inputProps={inputProps}
          titleError={errorOf('title')}
          columns={1}
          labels={{
            'ru-RU': t('itShop.admin.form.titleRu'),
            'en-US': t('itShop.admin.form.titleEn'),
            'uk-UA': t('itShop.admin.form.titleUk'),
          }}
        />
        {LOCALES.map((locale) => (
          <Textarea
            key={locale}
            label={t(DESCRIPTION_LABEL[locale])}
            {...inputProps(`description.${locale}`)}
            rows={2}
            maxLength={300}
          />
        ))}
        <Select
          label={t('itShop.admin.form.kind')}
          data={IT_SHOP_KINDS.map((value) => ({ value, label: t(`itShop.kindNames.${value}`) }))}
          {...inputProps('kind')}
          allowDeselect={false}
          withAsterisk
        />
        <ItShopArtPicker
          value={form.values.art_key}
          onChange={(key) => form.setFieldValue('art_key', key)}
          error={errorOf('art_key')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={t('itShop.admin.form.price')}
            {...inputProps('price')}
            min={1}
            max={IT_SHOP_MAX_PRICE}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
          />
          <NumberInput
            label={t('itShop.admin.form.stock')}
            description={t('itShop.admin.form.stockHint')}
            {...inputProps('stock')}
            min={0}
            max={IT_SHOP_MAX_STOCK}
            allowDecimal={false}
            allowNegative={false}
          />
        </SimpleGrid>
        <Switch label={t('itShop.admin.form.active')} {...inputProps('is_active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('itShop.admin.form.cancel')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('itShop.admin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
