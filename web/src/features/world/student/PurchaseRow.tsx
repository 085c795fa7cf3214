import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { Purchase } from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';

export interface PurchaseRowProps {
  purchase: Purchase;
  /** Clothes: put on or take off. */
  onWear?: (worn: boolean) => void;
  wearing?: boolean;
  /** Things: the page of the place it stands in. */
  placePath?: string | null;
}

export function PurchaseRow({ purchase, onWear, wearing = false, placePath = null }: PurchaseRowProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const formatDate = useFormatDate('logTime');
  const hintId = useId();
  const title = localize(purchase.title);
  const clothes = purchase.kind === 'clothes';
  const status = clothes
    ? purchase.in_use
      ? t('wardrobe.purchases.worn')
      : null
    : t(purchase.in_use ? 'wardrobe.purchases.placed' : 'wardrobe.purchases.stored');

  return (
    <Card component="li" radius="lg" padding="sm" withBorder aria-label={title}>
      <Group gap="md" wrap="nowrap" align="center">
        <Image src={purchase.image} alt={title} w={72} h={72} fit="contain" radius="md" bg="gray.0" />
        <Stack gap={4} style={{ flexGrow: 1, minWidth: 0 }}>
          <Text fw={700} truncate>
            {title}
          </Text>
          <Group gap={6}>
            <Badge color="pink" variant="light">
              {purchase.price_paid === 0 ? t('wardrobe.free') : t('wardrobe.price', { count: purchase.price_paid })}
            </Badge>
            {status ? (
              <Badge color={purchase.in_use ? 'teal' : 'gray'} variant="light">
                {status}
              </Badge>
            ) : null}
            {purchase.usable ? null : (
              <Badge id={hintId} color="orange" variant="light">
                {t('wardrobe.purchases.notFitting')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('wardrobe.purchases.boughtOn', { date: formatDate(purchase.created_at) })}
          </Text>
        </Stack>
        {clothes && onWear ? (
          <Button
            radius="xl"
            size="sm"
            color="grape"
            variant={purchase.in_use ? 'light' : 'filled'}
            disabled={!purchase.usable && !purchase.in_use}
            aria-describedby={purchase.usable ? undefined : hintId}
            loading={wearing}
            onClick={() => onWear(!purchase.in_use)}
          >
            {purchase.in_use ? t('wardrobe.clothes.takeOff') : t('wardrobe.clothes.putOn')}
          </Button>
        ) : null}
        {!clothes && placePath ? (
          <Button
            component={Link}
            to={placePath}
            radius="xl"
            size="sm"
            variant="light"
            color="teal"
            leftSection={<IconMapPin size={16} />}
          >
            {t('wardrobe.purchases.toPlace')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
