import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { ClassGiftModal } from './ClassGiftModal.tsx';
import { PlaceRoom } from './PlaceRoom.tsx';
import { useStudentPlace } from './useStudentPlace.ts';

/** A class's shared place: things classmates gave, each signed with the giver's name (spec §7). */
export function ClassLocationPage() {
  const { t } = useTranslation();
  const groupId = Number(useParams().id);
  const [giving, setGiving] = useState(false);
  const { locations, entry, place } = useStudentPlace(
    (candidate) => candidate.location.kind === 'class' && candidate.group?.id === groupId,
  );
  const groupTitle = entry?.group?.title ?? '';
  const roomLabel = t('places.class.room', { group: groupTitle });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {entry ? t('places.class.title', { group: groupTitle }) : t('places.class.heading')}
        </Title>
        <Text c="dimmed">{t('places.class.subtitle')}</Text>
      </Stack>
      {locations.isError ? (
        <QueryError error={locations.error} onRetry={() => void locations.refetch()} />
      ) : locations.isPending ? (
        <Skeleton radius="lg" style={{ aspectRatio: '16 / 10' }} />
      ) : entry && place ? (
        <>
          <PlaceRoom
            place={place}
            label={roomLabel}
            actions={
              <Button
                radius="xl"
                color="pink"
                variant="light"
                leftSection={<IconGift size={18} />}
                onClick={() => setGiving(true)}
              >
                {t('places.class.give')}
              </Button>
            }
          />
          <ClassGiftModal place={place} roomLabel={roomLabel} opened={giving} onClose={() => setGiving(false)} />
        </>
      ) : (
        <EmptyState title={t('places.class.noneTitle')} description={t('places.class.noneText')} />
      )}
    </Stack>
  );
}
