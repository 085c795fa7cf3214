import { Button, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuideOnce } from '../../guides/index.ts';
import { ShopLockedNotice } from '../ShopLockedNotice.tsx';
import { useShopGate } from '../useShopGate.ts';
import { ShopHeader } from './ShopHeader.tsx';
import { shopDepartments } from './shopDepartments.ts';

/** /student/shop: the likes to spend and the departments, or how far the shop is from opening. */
export function ShopFrontPage() {
  const { t } = useTranslation();
  const gate = useShopGate();

  return (
    <Stack gap="lg">
      <ShopHeader
        title={t('wardrobe.title')}
        subtitle={t('wardrobe.subtitle')}
        link={{ to: '/student/shop/buys', label: t('wardrobe.purchases.link'), icon: IconReceipt }}
      />
      <GuideOnce feature="shop" />

      {!gate.ready ? (
        <Skeleton height={240} radius="xl" />
      ) : !gate.open ? (
        <ShopLockedNotice likesEarned={gate.likesEarned} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: shopDepartments(gate.mainId).length }} spacing="lg">
          {shopDepartments(gate.mainId).map((department) => {
            const DepartmentIcon = department.icon;
            const titleId = `shop-department-${department.key}`;
            return (
              <Card
                key={department.key}
                component="section"
                aria-labelledby={titleId}
                radius="xl"
                padding="xl"
                withBorder
              >
                <Card.Section h={10} bg={`${department.color}.5`} mb="lg" aria-hidden />
                <Stack gap="md" align="flex-start" h="100%">
                  <ThemeIcon size={72} radius="xl" variant="light" color={department.color}>
                    <DepartmentIcon size={40} />
                  </ThemeIcon>
                  <Title order={2} size="h3" id={titleId}>
                    {t(`wardrobe.departments.${department.key}.title`)}
                  </Title>
                  <Text c="dimmed" style={{ flexGrow: 1 }}>
                    {t(`wardrobe.departments.${department.key}.text`)}
                  </Text>
                  <Button
                    component={Link}
                    to={department.to}
                    size="md"
                    radius="xl"
                    color={department.color}
                    // Teal and orange are too light for white text; black or white, whichever reads better.
                    autoContrast
                    rightSection={<IconArrowRight size={18} />}
                    aria-label={t('wardrobe.enterNamed', {
                      title: t(`wardrobe.departments.${department.key}.title`),
                    })}
                  >
                    {t('wardrobe.enter')}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
