import { Badge, Skeleton } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShopGate } from '../useShopGate.ts';

/** The likes the student can spend in the chosen subject, as the shop pages show it. */
export function ShopBalance() {
  const { t } = useTranslation();
  const gate = useShopGate();
  if (!gate.ready) return <Skeleton height={32} width={72} radius="xl" />;
  return (
    <Badge
      size="xl"
      radius="xl"
      color="pink"
      variant="light"
      leftSection={<IconHeartFilled size={16} />}
      aria-label={t('wardrobe.balance', { count: gate.balance })}
      data-testid="shop-balance"
    >
      {gate.balance}
    </Badge>
  );
}
