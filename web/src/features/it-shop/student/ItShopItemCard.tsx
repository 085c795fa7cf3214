import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconGift, IconShoppingCart } from '@tabler/icons-react';
import type { ItShopItem } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { itShopArtUrl } from '../itShop.queries.ts';

export interface ItShopItemCardProps {
  item: ItShopItem;
  balance: number;
  /** A drawn good the student already has; a prize may be bought again. */
  owned: boolean;
  buying: boolean;
  onBuy: () => void;
}

/** What the student can do about a good: buy it, see how many points are missing, or see it is already theirs. */
function BuyArea({ item, balance, owned, buying, onBuy, title }: ItShopItemCardProps & { title: string }) {
  const { t } = useTranslation();
  if (owned)
    return (
      <Badge size="lg" color="teal" variant="light" leftSection={<IconCircleCheckFilled size={16} />}>
        {t('itShop.owned')}
      </Badge>
    );
  if (item.stock === 0)
    return (
      <Badge size="lg" color="gray" variant="light">
        {t('itShop.soldOut')}
      </Badge>
    );
  if (balance < item.price)
    return (
      <Text size="sm" fw={600} c="orange.8">
        {t('itShop.needMore', { count: item.price - balance })}
      </Text>
    );
  return (
    <Button
      radius="xl"
      leftSection={<IconShoppingCart size={16} />}
      loading={buying}
      aria-label={t('itShop.buyNamed', { title })}
      onClick={onBuy}
    >
      {t('itShop.buy')}
    </Button>
  );
}

/** A good on sale: its picture, words, price, the pieces left when the shop can run out, and what can be done. */
export function ItShopItemCard(props: ItShopItemCardProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { item } = props;
  const title = localize(item.title);
  const description = localize(item.description);
  return (
    <Card component="li" radius="lg" padding="md" withBorder aria-label={title}>
      <Stack gap="xs" h="100%">
        <Image src={itShopArtUrl(item.art_key)} alt="" w={96} h={96} fit="contain" mx="auto" />
        <Text fw={700} ta="center">
          {title}
        </Text>
        {description ? (
          <Text size="sm" c="dimmed" ta="center">
            {description}
          </Text>
        ) : null}
        {item.kind === 'prize' ? (
          <Group gap={6} justify="center" wrap="nowrap">
            <IconGift size={16} color="var(--mantine-color-pink-6)" aria-hidden style={{ flex: 'none' }} />
            <Text size="sm" c="pink.8">
              {t('itShop.prizeNote')}
            </Text>
          </Group>
        ) : null}
        <Group gap={6} justify="center" mt="auto">
          <Badge size="lg" color="yellow" variant="filled" c="dark.7">
            {t('itShop.price', { count: item.price })}
          </Badge>
          {item.stock !== null && item.stock > 0 ? (
            <Badge size="lg" color="gray" variant="light">
              {t('itShop.stockLeft', { count: item.stock })}
            </Badge>
          ) : null}
        </Group>
        <Group justify="center">
          <BuyArea {...props} title={title} />
        </Group>
      </Stack>
    </Card>
  );
}
