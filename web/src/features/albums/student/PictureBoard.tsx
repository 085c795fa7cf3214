import { useDroppable } from '@dnd-kit/core';
import { Box, Image, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { PUZZLE_SLOTS, type StudentPicture } from '@umka/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { PieceButton } from './PieceButton.tsx';
import type { Spot } from './pictureMoves.ts';

export const slotDragId = (pictureId: number, index: number) => `slot:${pictureId}:${index}`;

interface SlotProps {
  picture: StudentPicture;
  index: number;
  pictureTitle: string;
  selected: Spot | null;
  onSlot: (pictureId: number, index: number) => void;
}

function Slot({ picture, index, pictureTitle, selected, onSlot }: SlotProps) {
  const { t } = useTranslation();
  const id = slotDragId(picture.id, index);
  const { setNodeRef, isOver } = useDroppable({ id });
  const piece = picture.slots[index] ?? null;
  const isSelected = selected?.kind === 'slot' && selected.pictureId === picture.id && selected.index === index;
  const where = { number: index + 1, total: PUZZLE_SLOTS, title: pictureTitle };
  if (!piece) {
    return (
      <button
        ref={setNodeRef}
        type="button"
        className="albums-slot"
        data-over={isOver}
        aria-label={t('albums.slot.empty', where)}
        onClick={() => onSlot(picture.id, index)}
      />
    );
  }
  return (
    <div ref={setNodeRef} className="albums-slot" data-over={isOver}>
      <PieceButton
        dragId={id}
        piece={piece}
        label={t(piece.is_legendary ? 'albums.slot.legendaryPiece' : 'albums.slot.piece', {
          ...where,
          piece: piece.number,
        })}
        selected={isSelected}
        onSelect={() => onSlot(picture.id, index)}
      />
    </div>
  );
}

export interface PictureBoardProps {
  picture: StudentPicture;
  selected: Spot | null;
  onSlot: (pictureId: number, index: number) => void;
}

/** One picture: its ten slots over a faint copy of it, or the whole picture with a ribbon once it is assembled. */
export function PictureBoard({ picture, selected, onSlot }: PictureBoardProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const title = localized(picture.title);
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Title order={2} size="h4">
        {picture.is_legendary ? <IconCrown size={20} color="var(--mantine-color-yellow-7)" aria-hidden /> : null}{' '}
        {title}
      </Title>
      {picture.is_legendary ? (
        <Text size="sm" c="dimmed">
          {t('albums.legendaryNote')}
        </Text>
      ) : null}
      {picture.complete ? (
        <Box pos="relative" maw={1000} style={{ overflow: 'visible' }}>
          <Image
            src={picture.image}
            alt={title}
            radius="lg"
            style={picture.is_legendary ? { outline: '4px solid var(--mantine-color-yellow-5)' } : undefined}
          />
          <span className="albums-ribbon">{t('albums.assembled')}</span>
        </Box>
      ) : (
        <div
          className="albums-board"
          data-legendary={picture.is_legendary}
          style={{ '--albums-picture': `url(${JSON.stringify(picture.image)})` } as CSSProperties}
        >
          {picture.slots.map((_, index) => (
            <Slot
              // Slots are fixed positions: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the ten slots never reorder
              key={index}
              picture={picture}
              index={index}
              pictureTitle={title}
              selected={selected}
              onSlot={onSlot}
            />
          ))}
        </div>
      )}
    </Stack>
  );
}
