import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { PlaceRoom } from './PlaceRoom.tsx';
import { useStudentPlace } from './useStudentPlace.ts';

/** The student's home in the chosen subject: their things, to look at and arrange (spec §7). */
export function LocationPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { locations, entry, place } = useStudentPlace((candidate) => candidate.location.kind === 'home');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {entry ? localize(entry.location.title) : t('places.home.title')}
        </Title>
        <Text c="dimmed">{t('places.home.subtitle')}</Text>
      </Stack>
      {locations.isError ? (
        <QueryError error={locations.error} onRetry={() => void locations.refetch()} />
      ) : locations.isPending ? (
        <Skeleton radius="lg" style={{ aspectRatio: '16 / 10' }} />
      ) : entry && place ? (
        <PlaceRoom
          place={place}
          label={t('places.home.room', { title: localize(entry.location.title) })}
          actions={
            <Button
              component={Link}
              to="/shop/home"
              variant="light"
              color="teal"
              radius="xl"
              leftSection={<IconShoppingBag size={18} />}
            >
              {t('places.home.shop')}
            </Button>
          }
        />
      ) : (
        <EmptyState title={t('places.home.noneTitle')} description={t('places.home.noneText')} />
      )}
    </Stack>
  );
}
