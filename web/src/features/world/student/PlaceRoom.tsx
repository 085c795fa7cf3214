import { Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsMove, IconCheck, IconCornerLeftUp } from '@tabler/icons-react';
import type { PlacedThing } from '@umka/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { type PlaceRef, type ThingMove, useLocationScene, useMoveThing } from '../world.queries.ts';
import { RoomScene } from './RoomScene.tsx';

export interface PlaceRoomProps {
  place: PlaceRef;
  /** The room's accessible name. */
  label: string;
  /** Buttons shown beside "arrange" (a shop link, a gift button…). */
  actions?: ReactNode;
}

/** A place the student visits: the room, a switch to arrange their own things, and the things put away. */
export function PlaceRoom({ place, label, actions }: PlaceRoomProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const storedTitleId = useId();
  const [editing, setEditing] = useState(false);
  const scene = useLocationScene(place);
  const move = useMoveThing(place);

  if (scene.isError) return <QueryError error={scene.error} onRetry={() => void scene.refetch()} />;
  if (!scene.data) return <Skeleton radius="lg" style={{ aspectRatio: '16 / 10' }} data-testid="room-loading" />;

  const mine = scene.data.things.filter((thing) => thing.mine && !thing.preview);
  const putAway = mine.filter((thing) => !thing.placed);
  const onMove = (thing: PlacedThing, change: ThingMove) => move.mutateAsync({ id: thing.id, move: change });

  return (
    <Stack gap="md">
      <Group gap="sm">
        {mine.length > 0 ? (
          <Button
            variant={editing ? 'filled' : 'light'}
            radius="xl"
            leftSection={editing ? <IconCheck size={18} /> : <IconArrowsMove size={18} />}
            aria-pressed={editing}
            onClick={() => setEditing((value) => !value)}
          >
            {editing ? t('places.room.done') : t('places.room.arrange')}
          </Button>
        ) : null}
        {actions}
      </Group>
      <RoomScene scene={scene.data} label={label} editing={editing} onMove={onMove} />
      {putAway.length > 0 ? (
        <Card component="section" radius="lg" withBorder aria-labelledby={storedTitleId}>
          <Title order={2} size="h4" id={storedTitleId} mb="sm">
            {t('places.room.stored')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
            {putAway.map((thing) => (
              <Stack key={thing.id} gap={6} align="center">
                <Image src={thing.image} alt="" h={64} w="auto" fit="contain" />
                <Text size="sm" fw={600} ta="center">
                  {localize(thing.title)}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  radius="xl"
                  leftSection={<IconCornerLeftUp size={14} />}
                  loading={move.isPending && move.variables?.id === thing.id}
                  aria-label={t('places.room.putBackThing', { title: localize(thing.title) })}
                  // A refusal was already shown by the api client; the thing simply stays put away.
                  onClick={() => void onMove(thing, { placed: true }).catch(() => undefined)}
                >
                  {t('places.room.putBack')}
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      ) : null}
    </Stack>
  );
}
