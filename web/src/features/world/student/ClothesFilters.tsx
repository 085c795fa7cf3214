import { Group, NativeSelect } from '@mantine/core';
import {
  CLOTHES_CATEGORIES,
  CLOTHES_SLOTS,
  type ClothesCategory,
  type ClothesSlot,
  type ShopClothes,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';

export interface ClothesFilter {
  slot: ClothesSlot | null;
  category: ClothesCategory | null;
}

export const NO_FILTER: ClothesFilter = { slot: null, category: null };

export function matchesFilter(item: ShopClothes, filter: ClothesFilter): boolean {
  return (
    (filter.slot === null || item.slot === filter.slot) &&
    (filter.category === null || item.categories.includes(filter.category))
  );
}

const ALL = '';

/** Slot and category choosers; each offers only what the shop has, so no choice leads to an empty shelf. */
export function ClothesFilters({
  items,
  filter,
  onChange,
}: {
  items: readonly ShopClothes[];
  filter: ClothesFilter;
  onChange: (filter: ClothesFilter) => void;
}) {
  const { t } = useTranslation();
  const slots = CLOTHES_SLOTS.filter((slot) => items.some((item) => item.slot === slot));
  const categories = CLOTHES_CATEGORIES.filter((category) => items.some((item) => item.categories.includes(category)));
  const all = { value: ALL, label: t('wardrobe.clothes.all') };
  return (
    <Group gap="sm" grow>
      <NativeSelect
        label={t('wardrobe.clothes.slot')}
        radius="xl"
        value={filter.slot ?? ALL}
        data={[all, ...slots.map((slot) => ({ value: slot, label: t(`wardrobe.clothes.slots.${slot}`) }))]}
        onChange={(event) =>
          onChange({ ...filter, slot: CLOTHES_SLOTS.find((slot) => slot === event.currentTarget.value) ?? null })
        }
      />
      <NativeSelect
        label={t('wardrobe.clothes.category')}
        radius="xl"
        value={filter.category ?? ALL}
        data={[
          all,
          ...categories.map((category) => ({ value: category, label: t(`wardrobe.clothes.categories.${category}`) })),
        ]}
        onChange={(event) =>
          onChange({
            ...filter,
            category: CLOTHES_CATEGORIES.find((category) => category === event.currentTarget.value) ?? null,
          })
        }
      />
    </Group>
  );
}
