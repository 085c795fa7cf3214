import { Group, Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { PuzzlePricesBody } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAdminPuzzlePrices, useSavePuzzlePrices } from '../albums.queries.ts';
import { PuzzlePricesForm } from './PuzzlePricesForm.tsx';

/** /admin/puzzle-prices: what random packs and a chosen puzzle cost (spec §9). */
export function AdminPuzzlePricesPage() {
  const { t } = useTranslation();
  const prices = useAdminPuzzlePrices();
  const save = useSavePuzzlePrices();

  const onSave = async (body: PuzzlePricesBody) => {
    await save.mutateAsync(body);
    notifySuccess(t('albumsAdmin.prices.saved'));
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <IconCoins size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {t('albumsAdmin.prices.title')}
          </Title>
        </Group>
        <Text c="dimmed">{t('albumsAdmin.prices.hint')}</Text>
      </Stack>
      {prices.isPending ? (
        <Spinner centered />
      ) : prices.isError ? (
        <QueryError error={prices.error} onRetry={() => void prices.refetch()} />
      ) : (
        <PuzzlePricesForm prices={prices.data} saving={save.isPending} onSave={onSave} />
      )}
    </Stack>
  );
}
