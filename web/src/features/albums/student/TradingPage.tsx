import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconPuzzle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLiveMarket } from '../albums.queries.ts';
import { AlbumsTabs } from './AlbumsTabs.tsx';
import { CollectorsTable } from './CollectorsTable.tsx';
import { MarketLots } from './MarketLots.tsx';
import { MarketSellForm } from './MarketSellForm.tsx';
import { PuzzleShop } from './PuzzleShop.tsx';

/** /student/albums/trading: the puzzle shop, and the market where students trade pieces and crystals. */
export function TradingPage() {
  const { t } = useTranslation();
  useLiveMarket();

  return (
    <Stack gap="lg">
      <AlbumsTabs active="trading" />
      <Title order={1}>{t('albumsTrade.title')}</Title>
      <Text>{t('albumsTrade.intro')}</Text>
      <Tabs defaultValue="shop" radius="xl" color="grape" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="shop" leftSection={<IconPuzzle size={18} aria-hidden />}>
            {t('albumsTrade.tabs.shop')}
          </Tabs.Tab>
          <Tabs.Tab value="market" leftSection={<IconBuildingStore size={18} aria-hidden />}>
            {t('albumsTrade.tabs.market')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="shop" pt="lg">
          <PuzzleShop />
        </Tabs.Panel>
        <Tabs.Panel value="market" pt="lg">
          <Stack gap="xl">
            <MarketLots />
            <MarketSellForm />
            <CollectorsTable />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
