import { type ErrorCode, PUZZLE_SLOTS } from '@umka/contracts';

/** A picture as its rules see it: whether it needs legendary pieces, and its pieces' ids in slot order. */
export interface PictureRule {
  id: number;
  is_legendary: boolean;
  /** The ids of its ten puzzles, ascending: the i-th belongs in slot i. */
  puzzle_ids: readonly number[];
}

/** A piece lying in a slot. */
export interface SlotPiece {
  puzzle_id: number;
  picture_id: number;
  is_legendary: boolean;
}

/**
 * Why a piece may not lie in a slot of this picture, or null: a legendary picture refuses an ordinary puzzle (spec §5,
 * AlbumsStoreNotify3). Any other piece of the album may lie anywhere: finding where it belongs is the game.
 */
export function placementRefusal(picture: PictureRule, piece: SlotPiece): ErrorCode | null {
  if (picture.is_legendary && !piece.is_legendary) return 'LEGENDARY_PICTURE_NEEDS_LEGENDARY';
  return null;
}

/**
 * Spec §4: complete when all ten slots are filled with pieces of this same picture in ascending id order, and legendary
 * consistency holds (a legendary picture holds legendary pieces only; an ordinary one takes either).
 */
export function isPictureComplete(picture: PictureRule, slots: readonly (SlotPiece | null)[]): boolean {
  if (slots.length !== PUZZLE_SLOTS || picture.puzzle_ids.length !== PUZZLE_SLOTS) return false;
  let previous = Number.NEGATIVE_INFINITY;
  for (const [index, piece] of slots.entries()) {
    if (!piece || piece.picture_id !== picture.id) return false;
    if (piece.puzzle_id !== picture.puzzle_ids[index] || piece.puzzle_id <= previous) return false;
    if (placementRefusal(picture, piece)) return false;
    previous = piece.puzzle_id;
  }
  return true;
}
