import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShopLockedNotice } from './ShopLockedNotice.tsx';
import { ShopHeader } from './student/ShopHeader.tsx';
import { type ShopDepartmentKey, shopDepartments } from './student/shopDepartments.ts';
import { useShopGate } from './useShopGate.ts';

export interface ShopFrameProps {
  active: ShopDepartmentKey;
  children: ReactNode;
}

/**
 * The frame of every /shop/* page: title, the likes the student can spend, the departments as tabs.
 * Below the likes gate (spec §6/§9) it shows the lock instead of the department, so no page asks
 * the server for a shop that would answer SHOP_LOCKED.
 */
export function ShopFrame({ active, children }: ShopFrameProps) {
  const { t } = useTranslation();
  const gate = useShopGate();

  return (
    <Stack gap="lg">
      <ShopHeader
        title={t(`wardrobe.departments.${active}.title`)}
        link={{ to: '/student/shop/buys', label: t('wardrobe.purchases.link'), icon: IconReceipt }}
      />

      <Group component="nav" aria-label={t('wardrobe.departmentsNav')} gap="xs">
        {shopDepartments(gate.mainId).map((department) => {
          const current = department.key === active;
          const DepartmentIcon = department.icon;
          return (
            <Button
              key={department.key}
              component={Link}
              to={department.to}
              radius="xl"
              color={department.color}
              // The current department is filled; the others stay plain, as light teal or orange text is below AA.
              variant={current ? 'filled' : 'default'}
              autoContrast
              leftSection={<DepartmentIcon size={18} />}
              aria-current={current ? 'page' : undefined}
            >
              {t(`wardrobe.departments.${department.key}.tab`)}
            </Button>
          );
        })}
      </Group>

      {!gate.ready ? (
        <Skeleton height={320} radius="xl" />
      ) : gate.open ? (
        children
      ) : (
        <ShopLockedNotice likesEarned={gate.likesEarned} />
      )}
    </Stack>
  );
}
