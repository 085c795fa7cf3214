import type { ErrorCode, OwnedPuzzle, StudentPicture } from '@umka/contracts';
import { placementRefusal } from '@umka/games';

/** Where a piece lies on the album page: in the pool, or in a slot of a picture. */
export type Spot = { kind: 'pool'; pieceId: number } | { kind: 'slot'; pictureId: number; index: number };

/** Where a piece is dropped: a slot, or back into the pool. */
export type Target = { kind: 'pool' } | { kind: 'slot'; pictureId: number; index: number };

export interface MoveResult {
  /** The new slots of every picture the move changed. */
  changed: { pictureId: number; slots: (OwnedPuzzle | null)[] }[];
  pool: OwnedPuzzle[];
}

function refusalFor(picture: StudentPicture, piece: OwnedPuzzle): ErrorCode | null {
  // Placement only looks at whether the picture is legendary; the order of its pieces is the completion rule's.
  return placementRefusal(
    { id: picture.id, is_legendary: picture.is_legendary, puzzle_ids: [] },
    { puzzle_id: piece.id, picture_id: piece.picture_id, is_legendary: piece.is_legendary },
  );
}

/**
 * What the album looks like after moving the piece at `from` to `to`: a piece put into a taken slot swaps with the
 * one lying there (which goes where the moved piece came from). Returns the rule that refuses it, or null when
 * nothing changes.
 */
export function movePiece(
  pictures: readonly StudentPicture[],
  pool: readonly OwnedPuzzle[],
  from: Spot,
  to: Target,
): MoveResult | { refusal: ErrorCode } | null {
  const slots = new Map(pictures.map((picture) => [picture.id, [...picture.slots]]));
  let nextPool = [...pool];
  const touched = new Set<number>();

  let piece: OwnedPuzzle | null | undefined;
  if (from.kind === 'pool') {
    piece = pool.find((owned) => owned.puzzle_student_id === from.pieceId);
  } else {
    piece = slots.get(from.pictureId)?.[from.index];
  }
  if (!piece) return null;
  if (from.kind === 'slot' && to.kind === 'slot' && from.pictureId === to.pictureId && from.index === to.index) {
    return null;
  }
  if (from.kind === 'pool' && to.kind === 'pool') return null;

  let displaced: OwnedPuzzle | null = null;
  if (to.kind === 'slot') {
    const picture = pictures.find((candidate) => candidate.id === to.pictureId);
    const targetSlots = slots.get(to.pictureId);
    if (!picture || !targetSlots || picture.complete) return null;
    const refusal = refusalFor(picture, piece);
    if (refusal) return { refusal };
    displaced = targetSlots[to.index] ?? null;
    targetSlots[to.index] = piece;
    touched.add(to.pictureId);
  } else {
    nextPool.push(piece);
  }

  if (from.kind === 'pool') {
    nextPool = nextPool.filter((owned) => owned.puzzle_student_id !== piece.puzzle_student_id);
    if (displaced) nextPool.push(displaced);
  } else {
    const sourceSlots = slots.get(from.pictureId);
    const source = pictures.find((candidate) => candidate.id === from.pictureId);
    if (!sourceSlots || !source) return null;
    if (displaced) {
      const refusal = refusalFor(source, displaced);
      if (refusal) return { refusal };
    }
    sourceSlots[from.index] = displaced;
    touched.add(from.pictureId);
  }

  return {
    changed: [...touched].map((pictureId) => ({ pictureId, slots: slots.get(pictureId) ?? [] })),
    pool: nextPool,
  };
}

/** Copies of the same piece lie together in the pool, shown once with their count. */
export function groupPool(pool: readonly OwnedPuzzle[]): OwnedPuzzle[][] {
  const groups = new Map<string, OwnedPuzzle[]>();
  for (const piece of pool) {
    const key = `${piece.id}-${piece.is_legendary}`;
    groups.set(key, [...(groups.get(key) ?? []), piece]);
  }
  return [...groups.values()].sort((a, b) => (a[0]?.id ?? 0) - (b[0]?.id ?? 0));
}
