import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHeart, IconSparkles } from '@tabler/icons-react';
import type { AlbumSummary } from '@umka/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { useOpenAlbum, useStudentAlbums } from '../albums.queries.ts';
import { AlbumsTabs } from './AlbumsTabs.tsx';

const STATUS_COLOR = { new: 'blue', open: 'grape', complete: 'teal' } as const;

function AlbumCard({ album }: { album: AlbumSummary }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const title = localized(album.title);
  const opened = album.status !== 'new';
  return (
    <Card component="li" withBorder radius="xl" padding="md" aria-label={title}>
      <Card.Section>
        <Image src={album.cover} alt="" h={160} fit="cover" style={opened ? undefined : { filter: 'grayscale(1)' }} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge color={STATUS_COLOR[album.status]} variant="filled" autoContrast>
            {t(`albums.status.${album.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{t('albums.progress', { done: album.pictures_complete, total: album.pictures_total })}</Text>
        <Progress
          value={album.pictures_total ? (100 * album.pictures_complete) / album.pictures_total : 0}
          color="grape"
          radius="xl"
          aria-hidden
        />
        <Group gap={4}>
          <IconHeart size={16} color="var(--mantine-color-red-6)" aria-hidden />
          <Text size="sm">{t('albums.reward', { count: album.reward_likes })}</Text>
        </Group>
        {opened ? (
          <Button component={Link} to={`/student/albums/${album.id}`} radius="xl" color="grape">
            {t('albums.openAlbum', { title })}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /student/albums: the subject's albums, and the way to open the next one. */
export function AlbumsPage() {
  const { t } = useTranslation();
  const albums = useStudentAlbums();
  const open = useOpenAlbum();
  const navigate = useNavigate();
  const openedOnFirstVisit = useRef(false);

  const startAlbum = () =>
    open.mutate(undefined, { onSuccess: (album) => void navigate(`/student/albums/${album.id}`) });

  const data = albums.data;
  const firstVisit = data?.can_open === true && data.albums.every((album) => album.status === 'new');
  // A student who has never opened an album starts collecting at once instead of facing a list of locked albums.
  useEffect(() => {
    if (!firstVisit || openedOnFirstVisit.current) return;
    openedOnFirstVisit.current = true;
    open.mutate(undefined, { onSuccess: (album) => void navigate(`/student/albums/${album.id}`) });
  }, [firstVisit, open, navigate]);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('albums.title')}
      </Title>
      <AlbumsTabs active="albums" />
      {albums.isPending ? (
        <Skeleton height={240} radius="xl" />
      ) : albums.isError || !data ? (
        <Alert color="red" radius="lg" title={t('albums.loadError')}>
          <Button variant="light" color="red" onClick={() => void albums.refetch()}>
            {t('albums.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          {data.can_open ? (
            <Button
              size={firstVisit ? 'xl' : 'md'}
              radius="xl"
              color="grape"
              leftSection={<IconSparkles aria-hidden />}
              loading={open.isPending}
              onClick={startAlbum}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('albums.openNew')}
            </Button>
          ) : null}
          {data.albums.length === 0 ? (
            <Text c="dimmed">{t('albums.empty')}</Text>
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, xs: 2, md: 3 }}
              spacing="md"
              style={{ listStyle: 'none', padding: 0 }}
            >
              {data.albums.map((album) => (
                <AlbumCard key={album.id} album={album} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
