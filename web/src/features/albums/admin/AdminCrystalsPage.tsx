import { Group, Stack, Text, Title } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import type { CrystalPatch } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAdminCrystals, useSaveCrystal } from '../albums.queries.ts';
import { CrystalForm } from './CrystalForm.tsx';

/** /admin/crystals: the four crystals of the albums, each edited on its own card. */
export function AdminCrystalsPage() {
  const { t } = useTranslation();
  const crystals = useAdminCrystals();
  const save = useSaveCrystal();

  const onSave = (id: number) => async (body: CrystalPatch) => {
    await save.mutateAsync({ id, body });
    notifySuccess(t('albumsAdmin.crystals.saved'));
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <IconDiamond size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {t('albumsAdmin.crystals.title')}
          </Title>
        </Group>
        <Text c="dimmed">{t('albumsAdmin.crystals.hint')}</Text>
      </Stack>
      {crystals.isPending ? (
        <Spinner centered />
      ) : crystals.isError ? (
        <QueryError error={crystals.error} onRetry={() => void crystals.refetch()} />
      ) : crystals.data.length === 0 ? (
        <EmptyState title={t('albumsAdmin.crystals.emptyTitle')} description={t('albumsAdmin.crystals.emptyText')} />
      ) : (
        crystals.data.map((crystal) => (
          <CrystalForm
            key={crystal.id}
            crystal={crystal}
            saving={save.isPending && save.variables.id === crystal.id}
            onSave={onSave(crystal.id)}
          />
        ))
      )}
    </Stack>
  );
}
