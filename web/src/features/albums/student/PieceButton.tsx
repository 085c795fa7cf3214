import { useDraggable } from '@dnd-kit/core';
import { Badge } from '@mantine/core';
import type { OwnedPuzzle } from '@umka/contracts';

export interface PieceButtonProps {
  /** The drag id: where the piece lies (see AlbumPage's dragId). */
  dragId: string;
  piece: OwnedPuzzle;
  label: string;
  selected: boolean;
  count?: number;
  onSelect: () => void;
}

/** A piece that is dragged (pointer, touch, Space) or selected with a click or Enter, then placed with another. */
export function PieceButton({ dragId, piece, label, selected, count = 1, onSelect }: PieceButtonProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="albums-piece"
      data-legendary={piece.is_legendary}
      data-dragging={isDragging}
      {...attributes}
      {...listeners}
      aria-pressed={selected}
      aria-label={label}
      onClick={onSelect}
    >
      <img src={piece.image} alt="" draggable={false} />
      {count > 1 ? (
        <Badge className="albums-count" size="sm" color="dark" aria-hidden>
          ×{count}
        </Badge>
      ) : null}
    </button>
  );
}
