import { Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type Icon, IconBriefcase, IconHome, IconMapPin, IconSchool } from '@tabler/icons-react';
import { type AdminLocation, LOCATION_KINDS, type LocationKind } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAdminLocations } from '../locations.queries.ts';

const KIND_ICON: Record<LocationKind, Icon> = { home: IconHome, job: IconBriefcase, class: IconSchool };

function LocationCard({ location }: { location: AdminLocation }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const title = localize(location.title);
  return (
    <UnstyledButton
      component={Link}
      to={`/admin/locations/${location.id}`}
      aria-label={t('adminLocations.list.open', { title, count: location.things_count })}
      style={{ borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Card withBorder radius="lg" padding={0} h="100%">
        <Box bg="gray.1" style={{ aspectRatio: '16 / 9', overflow: 'hidden' }}>
          <img
            src={location.background}
            alt=""
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
        <Group justify="space-between" wrap="nowrap" p="sm">
          <Text fw={600} truncate>
            {title}
          </Text>
          <Badge variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {t('adminLocations.list.things', { count: location.things_count })}
          </Badge>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** /admin/locations: the places of the student world by kind, each opening its things. */
export function AdminLocationsPage() {
  const { t } = useTranslation();
  const locations = useAdminLocations();

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconMapPin size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
        <Title order={1} size="h2">
          {t('adminLocations.list.title')}
        </Title>
      </Group>
      {locations.isPending ? (
        <Spinner centered />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => void locations.refetch()} />
      ) : locations.data.length === 0 ? (
        <EmptyState title={t('adminLocations.list.emptyTitle')} description={t('adminLocations.list.emptyText')} />
      ) : (
        LOCATION_KINDS.map((kind) => {
          const ofKind = locations.data.filter((location) => location.kind === kind);
          if (ofKind.length === 0) return null;
          const KindIcon = KIND_ICON[kind];
          return (
            <Stack key={kind} gap="sm" component="section" aria-labelledby={`locations-${kind}`}>
              <Group gap="xs">
                <KindIcon size={22} stroke={1.5} aria-hidden />
                <Title order={2} size="h3" id={`locations-${kind}`}>
                  {t(`adminLocations.kinds.${kind}`)}
                </Title>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {ofKind.map((location) => (
                  <LocationCard key={location.id} location={location} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
