import { Alert, Pagination, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Lot, LotType } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { useBuyLot, useCancelLot, useLots } from '../albums.queries.ts';
import { LotCard } from './LotCard.tsx';

const FILTERS = ['all', 'puzzle', 'crystal', 'mixed'] as const;
type Filter = (typeof FILTERS)[number];

/** The lots of the subject's market, by type and page; a lot someone else bought first disappears on refresh. */
export function MarketLots() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const lots = useLots(filter === 'all' ? null : (filter as LotType), page);
  const buy = useBuyLot();
  const cancel = useCancelLot();

  const buyLot = async (lot: Lot) => {
    const yes = await confirmAction({
      title: t('albumsTrade.market.confirmTitle'),
      message: t('albumsTrade.market.confirmText', { count: lot.items.length, price: lot.price }),
      confirmLabel: t('albumsTrade.market.buy'),
    });
    if (yes) buy.mutate(lot.id, { onSuccess: () => notifySuccess(t('albumsTrade.market.bought')) });
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        radius="xl"
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
        data={FILTERS.map((value) => ({ value, label: t(`albumsTrade.market.filter.${value}`) }))}
        aria-label={t('albumsTrade.market.filterLabel')}
      />
      {lots.isPending ? (
        <Skeleton height={200} radius="xl" />
      ) : lots.isError ? (
        <Alert color="red" radius="xl">
          {t('albumsTrade.loadFailed')}
        </Alert>
      ) : lots.data.items.length === 0 ? (
        <Text c="dimmed">{t('albumsTrade.market.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {lots.data.items.map((lot) => (
            <LotCard
              key={lot.id}
              lot={lot}
              busy={(buy.isPending && buy.variables === lot.id) || (cancel.isPending && cancel.variables === lot.id)}
              onBuy={() => void buyLot(lot)}
              onCancel={() =>
                cancel.mutate(lot.id, { onSuccess: () => notifySuccess(t('albumsTrade.market.takenBack')) })
              }
            />
          ))}
        </SimpleGrid>
      )}
      {lots.data && lots.data.last_page > 1 && (
        <Pagination
          total={lots.data.last_page}
          value={page}
          onChange={setPage}
          radius="xl"
          getControlProps={(control) => ({ 'aria-label': t(`albumsTrade.market.pages.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('albumsTrade.market.pages.page', { number }) })}
        />
      )}
    </Stack>
  );
}
