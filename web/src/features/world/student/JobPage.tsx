import { Button, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useStudentFieldActivity } from '../world.queries.ts';
import { LevelProgress } from './LevelProgress.tsx';
import { PlaceRoom } from './PlaceRoom.tsx';
import { useStudentSubject } from './useStudentSubject.ts';

/** The student's workplace at their profession level, with the way to the next level (spec §3, §7). */
export function JobPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { studentId, subjectId } = useStudentSubject();
  const profession = useStudentFieldActivity(studentId);

  if (profession.isError) return <QueryError error={profession.error} onRetry={() => void profession.refetch()} />;
  if (profession.isPending) return <Skeleton height={480} radius="xl" />;
  if (profession.data === null) return <Navigate to="/student/job/select" replace />;

  const { field_activity: activity } = profession.data;
  const title = localize(activity.title);
  const locationId = activity.location_id;
  const shopLink = (
    <Button
      component={Link}
      to="/shop/job"
      variant="light"
      color="grape"
      radius="xl"
      leftSection={<IconShoppingBag size={18} />}
    >
      {t('places.job.shop')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm" wrap="nowrap">
          <Image src={activity.icon} alt="" w={56} h={56} fit="contain" />
          <Stack gap={0}>
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {t('places.job.eyebrow')}
            </Text>
            <Title order={1} size="h2">
              {title}
            </Title>
          </Stack>
        </Group>
        <Button
          component={Link}
          to="/student/job/select"
          variant="subtle"
          radius="xl"
          leftSection={<IconArrowsExchange size={18} />}
        >
          {t('places.job.change')}
        </Button>
      </Group>
      <LevelProgress profession={profession.data} />
      {locationId !== null && studentId !== null && subjectId !== null ? (
        <PlaceRoom
          place={{ studentId, subjectId, locationId, groupId: null }}
          label={t('places.job.room', { title })}
          actions={shopLink}
        />
      ) : (
        <EmptyState title={t('places.job.noRoomTitle')} description={t('places.job.noRoomText')} />
      )}
    </Stack>
  );
}
