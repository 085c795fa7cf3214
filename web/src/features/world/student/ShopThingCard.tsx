import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconEye, IconHeartFilled, IconShoppingCart } from '@tabler/icons-react';
import type { ShopThing } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';

export interface ShopThingCardProps {
  thing: ShopThing;
  previewing: boolean;
  buying: boolean;
  onPreview: () => void;
  onBuy: () => void;
}

/** A thing for sale: its picture, price, whether it is already there, and the try-in-the-room and buy buttons. */
export function ShopThingCard({ thing, previewing, buying, onPreview, onBuy }: ShopThingCardProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const title = localize(thing.title);
  return (
    <Card
      component="li"
      radius="lg"
      padding="sm"
      withBorder
      aria-label={title}
      data-previewing={previewing || undefined}
      style={previewing ? { borderColor: 'var(--mantine-color-yellow-5)', borderWidth: 2 } : undefined}
    >
      <Group wrap="nowrap" align="center" gap="sm">
        <Image src={thing.image} alt="" w={72} h={72} fit="contain" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} lineClamp={2}>
            {title}
          </Text>
          <Group gap={6}>
            <Badge color="pink" variant="light" leftSection={<IconHeartFilled size={12} />}>
              {t('places.shop.price', { count: thing.price })}
            </Badge>
            {thing.owned ? (
              <Badge color="teal" variant="filled">
                {t('places.shop.owned')}
              </Badge>
            ) : null}
          </Group>
          {thing.owned ? null : (
            <Group gap={6}>
              <Button
                size="xs"
                radius="xl"
                variant={previewing ? 'filled' : 'light'}
                color="grape"
                leftSection={<IconEye size={14} />}
                aria-pressed={previewing}
                aria-label={t('places.shop.previewNamed', { title })}
                onClick={onPreview}
              >
                {t('places.shop.preview')}
              </Button>
              <Button
                size="xs"
                radius="xl"
                leftSection={<IconShoppingCart size={14} />}
                loading={buying}
                aria-label={t('places.shop.buyNamed', { title })}
                onClick={onBuy}
              >
                {t('places.shop.buy')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
