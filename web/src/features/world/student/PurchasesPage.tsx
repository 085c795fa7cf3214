import { Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { Purchase } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { usePurchases, useStudentLocations, useWearClothes } from '../world.queries.ts';
import { PurchaseRow } from './PurchaseRow.tsx';
import { purchasePlacePath } from './purchasePlace.ts';
import { ShopHeader } from './ShopHeader.tsx';

/** /student/shop/buys: what the student owns in the subject, clothes to wear and things standing in their places. */
export function PurchasesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { subject } = useSubject();
  const purchases = usePurchases();
  const locations = useStudentLocations(user?.id ?? null, subject?.id ?? null);
  const wear = useWearClothes();

  const toShop = (
    <Button component={Link} to="/student/shop" radius="xl" leftSection={<IconBuildingStore size={18} />}>
      {t('wardrobe.purchases.toShop')}
    </Button>
  );

  let body: ReactNode;
  if (purchases.isError) body = <QueryError error={purchases.error} onRetry={() => void purchases.refetch()} />;
  else if (!purchases.data) body = <Skeleton height={240} radius="xl" />;
  else if (purchases.data.length === 0)
    body = (
      <EmptyState
        title={t('wardrobe.purchases.noneTitle')}
        description={t('wardrobe.purchases.noneText')}
        action={toShop}
      />
    );
  else {
    const clothes = purchases.data.filter((purchase) => purchase.kind === 'clothes');
    const things = purchases.data.filter((purchase) => purchase.kind === 'thing');
    body = (
      <>
        <PurchaseGroup
          title={t('wardrobe.purchases.clothes')}
          empty={t('wardrobe.purchases.noClothes')}
          items={clothes}
        >
          {(purchase) => (
            <PurchaseRow
              key={purchase.id}
              purchase={purchase}
              wearing={wear.isPending && wear.variables.clothesId === purchase.item_id}
              onWear={(worn) => wear.mutate({ clothesId: purchase.item_id, worn })}
            />
          )}
        </PurchaseGroup>
        <PurchaseGroup title={t('wardrobe.purchases.things')} empty={t('wardrobe.purchases.noThings')} items={things}>
          {(purchase) => (
            <PurchaseRow
              key={purchase.id}
              purchase={purchase}
              placePath={purchasePlacePath(purchase, locations.data ?? [])}
            />
          )}
        </PurchaseGroup>
      </>
    );
  }

  return (
    <Stack gap="lg">
      <ShopHeader
        title={t('wardrobe.purchases.title')}
        link={{ to: '/student/shop', label: t('wardrobe.purchases.toShop'), icon: IconBuildingStore }}
      />
      {body}
    </Stack>
  );
}

function PurchaseGroup({
  title,
  empty,
  items,
  children,
}: {
  title: string;
  empty: string;
  items: Purchase[];
  children: (purchase: Purchase) => ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map(children)}
        </Stack>
      )}
    </Stack>
  );
}
