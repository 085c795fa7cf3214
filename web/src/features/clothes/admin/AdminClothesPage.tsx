import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHanger, IconPlus, IconSearch } from '@tabler/icons-react';
import { CLOTHES_SLOTS, type ClothesSlot } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAdminClothesList, useCharacters } from '../clothes.queries.ts';
import { ClothesTable } from './ClothesTable.tsx';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** /admin/clothes: everything the character shop sells, by character and slot. */
export function AdminClothesPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const [characterId, setCharacterId] = useState<number | null>(null);
  const [slot, setSlot] = useState<ClothesSlot | null>(null);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput, SEARCH_DELAY_MS);
  const characters = useCharacters();
  const clothes = useAdminClothesList({ characterId, slot, search });
  const filtered = characterId !== null || slot !== null || search.trim() !== '';

  const create = (
    <Button component={Link} to="/admin/clothes/create" leftSection={<IconPlus size={18} />} radius="xl">
      {t('adminClothes.list.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <IconHanger size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {t('adminClothes.list.title')}
          </Title>
        </Group>
        {create}
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group gap="md" align="flex-end">
            <TextInput
              label={t('adminClothes.list.search')}
              placeholder={t('adminClothes.list.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={searchInput}
              onChange={(event) => setSearchInput(event.currentTarget.value)}
              w={260}
            />
            <Select
              label={t('adminClothes.list.characterFilter')}
              placeholder={t('adminClothes.list.anyCharacter')}
              data={(characters.data ?? []).map((character) => ({
                value: String(character.id),
                label: localize(character.title),
              }))}
              value={characterId === null ? null : String(characterId)}
              onChange={(value) => setCharacterId(value === null ? null : Number(value))}
              clearable
              w={220}
            />
            <Select
              label={t('adminClothes.list.slotFilter')}
              placeholder={t('adminClothes.list.anySlot')}
              data={CLOTHES_SLOTS.map((value) => ({ value, label: t(`adminClothes.slots.${value}`) }))}
              value={slot}
              onChange={(value) => setSlot(value as ClothesSlot | null)}
              clearable
              w={200}
            />
          </Group>
          {clothes.isPending ? (
            <Spinner centered />
          ) : clothes.isError ? (
            <QueryError error={clothes.error} onRetry={() => void clothes.refetch()} />
          ) : clothes.data.length > 0 ? (
            <>
              <ClothesTable items={clothes.data} characters={characters.data ?? []} />
              <Text size="sm" c="dimmed">
                {t('adminClothes.list.total', { count: clothes.data.length })}
              </Text>
            </>
          ) : (
            <EmptyState
              title={t(filtered ? 'adminClothes.list.emptyFilteredTitle' : 'adminClothes.list.emptyTitle')}
              description={t('adminClothes.list.emptyText')}
              action={create}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
