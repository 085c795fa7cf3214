import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { errorMessage } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { useAlbumPictures, useAlbumPool, useSavePicture, useStudentAlbums } from '../albums.queries.ts';
import './albums.css';
import { AlbumsTabs } from './AlbumsTabs.tsx';
import { Celebration, type CelebrationState } from './Celebration.tsx';
import { PictureBoard } from './PictureBoard.tsx';
import { PiecePool, POOL_DROP_ID } from './PiecePool.tsx';
import { movePiece, type Spot, type Target } from './pictureMoves.ts';

/** Drag ids name where a piece lies: `pool:<puzzle_student_id>` or `slot:<pictureId>:<index>`. */
function spotOf(id: string): Spot | null {
  const [kind, a, b] = id.split(':');
  if (kind === 'pool' && a) return { kind: 'pool', pieceId: Number(a) };
  if (kind === 'slot' && a && b) return { kind: 'slot', pictureId: Number(a), index: Number(b) };
  return null;
}

function targetOf(id: string): Target | null {
  if (id === POOL_DROP_ID) return { kind: 'pool' };
  const spot = spotOf(id);
  return spot?.kind === 'slot' ? spot : null;
}

/** /student/albums/:id: the album's pictures and the pieces to lay into them. */
export function AlbumPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const albumId = Number(useParams().id) || null;
  const albums = useStudentAlbums();
  const pictures = useAlbumPictures(albumId);
  const pool = useAlbumPool(albumId);
  const save = useSavePicture();
  const [selected, setSelected] = useState<Spot | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [celebration, setCelebration] = useState<CelebrationState | null>(null);

  // Space starts a keyboard drag; Enter stays a click, which selects the piece for the click-a-slot way.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );

  const album = albums.data?.albums.find((candidate) => candidate.id === albumId);

  const move = (from: Spot, to: Target) => {
    setSelected(null);
    if (!albumId || !pictures.data || !pool.data) return;
    const result = movePiece(pictures.data, pool.data, from, to);
    if (!result) return;
    if ('refusal' in result) {
      setRefusal(localized(errorMessage(result.refusal)));
      return;
    }
    setRefusal(null);
    for (const change of result.changed) {
      save.mutate(
        { albumId, pictureId: change.pictureId, slots: change.slots, pool: result.pool },
        {
          onSuccess: (saved) => {
            if (saved.album_completed) setCelebration({ kind: 'album', reward: saved.first_album_reward });
            else if (saved.picture_completed) setCelebration({ kind: 'picture', reward: saved.first_album_reward });
          },
        },
      );
    }
  };

  const onSlot = (pictureId: number, index: number) => {
    const here: Spot = { kind: 'slot', pictureId, index };
    const occupied = pictures.data?.find((picture) => picture.id === pictureId)?.slots[index] ?? null;
    if (selected === null) {
      if (occupied) setSelected(here);
      return;
    }
    if (selected.kind === 'slot' && selected.pictureId === pictureId && selected.index === index) {
      setSelected(null);
      return;
    }
    move(selected, here);
  };

  const onPiece = (pieceId: number) =>
    setSelected((current) =>
      current?.kind === 'pool' && current.pieceId === pieceId ? null : { kind: 'pool', pieceId },
    );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = spotOf(String(active.id));
    const to = over ? targetOf(String(over.id)) : null;
    if (from && to) move(from, to);
  };

  const heading = album ? localized(album.title) : t('albums.albumTitle');

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/student/albums" size="sm">
        {t('albums.back')}
      </Anchor>
      <Title order={1} size="h2">
        {heading}
      </Title>
      <AlbumsTabs active="albums" />
      {celebration ? <Celebration state={celebration} onClose={() => setCelebration(null)} /> : null}
      {refusal ? (
        <Alert color="orange" radius="lg" role="alert" withCloseButton onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      {pictures.isPending || pool.isPending ? (
        <Skeleton height={320} radius="xl" />
      ) : pictures.isError || pool.isError ? (
        <Alert color="red" radius="lg" title={t('albums.loadError')}>
          <Button
            variant="light"
            color="red"
            onClick={() => {
              void pictures.refetch();
              void pool.refetch();
            }}
          >
            {t('albums.retry')}
          </Button>
        </Alert>
      ) : (
        <DndContext
          sensors={sensors}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('albums.dnd.instructions') },
            announcements: {
              onDragStart: () => t('albums.dnd.picked'),
              onDragOver: ({ over }) => (over ? t('albums.dnd.over') : t('albums.dnd.outside')),
              onDragEnd: ({ over }) => (over ? t('albums.dnd.dropped') : t('albums.dnd.cancelled')),
              onDragCancel: () => t('albums.dnd.cancelled'),
            },
          }}
        >
          <Stack gap="xl">
            {pictures.data.map((picture) => (
              <PictureBoard key={picture.id} picture={picture} selected={selected} onSlot={onSlot} />
            ))}
            <PiecePool
              pool={pool.data}
              selected={selected}
              onPiece={onPiece}
              onReturn={selected?.kind === 'slot' ? () => move(selected, { kind: 'pool' }) : null}
            />
          </Stack>
        </DndContext>
      )}
    </Stack>
  );
}
