import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Lot } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';

export interface LotCardProps {
  lot: Lot;
  busy: boolean;
  onBuy: () => void;
  onCancel: () => void;
}

/** One lot of the market: what it holds, who sells it and for how much; one's own lot can be taken back. */
export function LotCard({ lot, busy, onBuy, onCancel }: LotCardProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const titleId = `lot-${lot.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} radius="xl" withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700} id={titleId}>
            {t('albumsTrade.market.lotTitle', { name: lot.seller.name })}
          </Text>
          {lot.is_own && <Badge color="grape">{t('albumsTrade.market.ownLot')}</Badge>}
        </Group>
        <Group gap="xs">
          {lot.items.map((item) => (
            <Stack key={item.id} gap={0} align="center">
              <Image
                src={item.object.image}
                h={56}
                w={56}
                radius="md"
                fit="contain"
                alt={
                  item.item_type === 'crystal_student'
                    ? localize(item.object.title)
                    : t('albumsTrade.pieceOf', { title: localize(item.object.title), number: item.object.number ?? 0 })
                }
                style={item.object.is_legendary ? { boxShadow: '0 0 10px var(--mantine-color-yellow-5)' } : undefined}
              />
            </Stack>
          ))}
        </Group>
        <Group justify="space-between">
          <Text fw={700}>{t('albumsTrade.price', { count: lot.price })}</Text>
          {lot.is_own ? (
            <Button radius="xl" variant="default" loading={busy} onClick={onCancel}>
              {t('albumsTrade.market.takeBack')}
            </Button>
          ) : (
            <Button
              radius="xl"
              color="grape"
              loading={busy}
              onClick={onBuy}
              aria-label={t('albumsTrade.market.buyNamed', { name: lot.seller.name, price: lot.price })}
            >
              {t('albumsTrade.market.buy')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
