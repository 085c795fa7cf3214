import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { ShopFrame } from '../ShopFrame.tsx';
import { ThingShop } from './ThingShop.tsx';
import { useStudentPlace } from './useStudentPlace.ts';

/** /shop/home: things for the student's home, tried in the room before buying. */
export function ShopHomePage() {
  return (
    <ShopFrame active="home">
      <HomeShop />
    </ShopFrame>
  );
}

function HomeShop() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { locations, entry, place } = useStudentPlace((candidate) => candidate.location.kind === 'home');
  if (locations.isError) return <QueryError error={locations.error} onRetry={() => void locations.refetch()} />;
  if (locations.isPending) return <Skeleton height={320} radius="xl" />;
  if (!entry || !place)
    return <EmptyState title={t('places.home.noneTitle')} description={t('places.home.noneText')} />;
  return <ThingShop place={place} roomLabel={t('places.home.room', { title: localize(entry.location.title) })} />;
}
