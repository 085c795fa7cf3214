import { Badge, Button, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconHeartFilled, IconShirt } from '@tabler/icons-react';
import type { ShopClothes } from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';

export interface ClothesCardProps {
  item: ShopClothes;
  worn: boolean;
  triedOn: boolean;
  balance: number;
  busy: boolean;
  onTryOn: () => void;
  onBuy: () => void;
  onWear: (worn: boolean) => void;
}

/** One piece on the shelf: clicking its picture tries it on; below, buy it or, once owned, put it on or off. */
export function ClothesCard({ item, worn, triedOn, balance, busy, onTryOn, onBuy, onWear }: ClothesCardProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const hintId = useId();
  const title = localize(item.title);
  const missing = item.price - balance;

  return (
    <Card
      component="article"
      aria-label={title}
      radius="lg"
      padding="sm"
      withBorder
      style={triedOn ? { borderColor: 'var(--mantine-color-grape-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs" h="100%">
        <UnstyledButton
          onClick={onTryOn}
          aria-pressed={triedOn}
          aria-label={t('wardrobe.clothes.tryOn', { title })}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          bg={triedOn ? 'grape.0' : 'gray.0'}
        >
          <Image src={item.preview ?? item.picture} alt={title} h={120} fit="contain" p="xs" />
        </UnstyledButton>
        <Text fw={700} lineClamp={2}>
          {title}
        </Text>
        <Group gap={6}>
          <Badge color="pink" variant="light" leftSection={<IconHeartFilled size={12} />}>
            {item.price === 0 ? t('wardrobe.free') : t('wardrobe.price', { count: item.price })}
          </Badge>
          {item.owned ? (
            <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
              {t('wardrobe.clothes.owned')}
            </Badge>
          ) : null}
          {worn ? (
            <Badge color="grape" variant="light" leftSection={<IconShirt size={12} />}>
              {t('wardrobe.clothes.worn')}
            </Badge>
          ) : null}
        </Group>
        <Stack gap={4} mt="auto">
          {item.owned ? (
            <Button
              radius="xl"
              size="sm"
              variant={worn ? 'light' : 'filled'}
              color="grape"
              loading={busy}
              onClick={() => onWear(!worn)}
            >
              {worn ? t('wardrobe.clothes.takeOff') : t('wardrobe.clothes.putOn')}
            </Button>
          ) : (
            <>
              <Button
                radius="xl"
                size="sm"
                color="pink"
                loading={busy}
                disabled={missing > 0}
                aria-describedby={missing > 0 ? hintId : undefined}
                onClick={onBuy}
              >
                {t('wardrobe.clothes.buy')}
              </Button>
              {missing > 0 ? (
                <Text id={hintId} size="xs" c="dimmed" ta="center">
                  {t('wardrobe.clothes.notEnough', { count: missing })}
                </Text>
              ) : null}
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
