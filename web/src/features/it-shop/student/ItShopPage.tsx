import { SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IT_SHOP_KINDS, type ItShop, type ItShopItem, type ItShopKind } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useBuyItShopItem, useItShop } from '../itShop.queries.ts';
import { ItBalanceCard } from './ItBalanceCard.tsx';
import { ItPurchasesList } from './ItPurchasesList.tsx';
import { ItShopItemCard } from './ItShopItemCard.tsx';

const ALL = 'all';
type KindFilter = ItShopKind | typeof ALL;

/** Drawn goods are the student's once; a real-world prize may be bought again. */
function ownedDrawnItems(shop: ItShop): Set<number> {
  return new Set(
    shop.purchases.filter((purchase) => purchase.item.kind !== 'prize').map((purchase) => purchase.item.id),
  );
}

/**
 * /student/it-shop (spec §2, the it layout): the IT student spends IT points on stickers, frames, badges and prizes a
 * teacher hands over. Every purchase is confirmed first; the server has the last word on points and stock.
 */
export function ItShopPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const shop = useItShop();
  const buy = useBuyItShopItem();
  const [filter, setFilter] = useState<KindFilter>(ALL);

  const onBuy = async (item: ItShopItem, balance: number) => {
    const title = localize(item.title);
    const prize = item.kind === 'prize';
    const cost = t('itShop.confirm.text', { count: item.price, left: balance - item.price });
    const confirmed = await confirmAction({
      title: t('itShop.confirm.title', { title }),
      message: prize ? `${cost} ${t('itShop.confirm.prize')}` : cost,
      confirmLabel: t('itShop.confirm.yes'),
      cancelLabel: t('itShop.confirm.no'),
    });
    if (!confirmed) return;
    // A refusal is already the main client's notice with the server's words.
    await buy.mutateAsync(item.id).then(
      () => notifySuccess(t(prize ? 'itShop.boughtPrize' : 'itShop.bought', { title })),
      () => undefined,
    );
  };

  if (shop.isPending) return <Spinner centered />;
  if (shop.isError) return <QueryError error={shop.error} onRetry={() => void shop.refetch()} />;

  const { balance, earned, items, purchases } = shop.data;
  const owned = ownedDrawnItems(shop.data);
  const kinds = IT_SHOP_KINDS.filter((kind) => items.some((item) => item.kind === kind));
  // A kind whose last good went away falls back to all of them.
  const chosen = filter !== ALL && kinds.includes(filter) ? filter : ALL;
  const shown = chosen === ALL ? items : items.filter((item) => item.kind === chosen);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('itShop.title')}
        </Title>
        <Text c="dimmed">{t('itShop.intro')}</Text>
      </Stack>
      <ItBalanceCard balance={balance} earned={earned} />
      {items.length === 0 ? (
        <EmptyState title={t('itShop.emptyTitle')} description={t('itShop.emptyText')} />
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="it-shop-goods">
          <Title order={2} size="h3" id="it-shop-goods">
            {t('itShop.goods')}
          </Title>
          {kinds.length > 1 ? (
            <SegmentedControl
              aria-label={t('itShop.filter')}
              data={[ALL, ...kinds].map((value) => ({ value, label: t(`itShop.kinds.${value}`) }))}
              value={chosen}
              onChange={(value) => setFilter(value as KindFilter)}
              style={{ alignSelf: 'flex-start' }}
            />
          ) : null}
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((item) => (
              <ItShopItemCard
                key={item.id}
                item={item}
                balance={balance}
                owned={owned.has(item.id)}
                buying={buy.isPending && buy.variables === item.id}
                onBuy={() => void onBuy(item, balance)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <ItPurchasesList purchases={purchases} />
    </Stack>
  );
}
