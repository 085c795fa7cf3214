import type {
  AlbumSummary,
  CataloguePicture,
  CrystalCode,
  OwnedPuzzle,
  PuzzlePrices,
  StudentCrystal,
  StudentPicture,
} from '@umka/contracts';
import { PUZZLE_SLOTS } from '@umka/contracts';
import { titleOf } from '../../lib/localized-columns.ts';
import type { AlbumRow, PictureRow, PuzzleRow } from './albums.repo.ts';
import type { CrystalRow, HoldingRow } from './crystals.repo.ts';
import type { PieceRow, PriceRow } from './puzzles.repo.ts';

export function toOwnedPuzzle(row: PieceRow): OwnedPuzzle {
  return {
    puzzle_student_id: row.puzzle_student_id,
    id: row.id,
    picture_id: row.picture_id,
    album_id: row.album_id,
    number: row.number,
    image: row.image,
    is_legendary: Boolean(row.is_legendary),
  };
}

/** A picture with its ten slots filled from the pieces lying in it. */
export function toStudentPicture(picture: PictureRow, slotted: readonly PieceRow[], complete: boolean): StudentPicture {
  const slots: (OwnedPuzzle | null)[] = Array.from({ length: PUZZLE_SLOTS }, () => null);
  for (const piece of slotted) {
    if (piece.slot_picture_id === picture.id && piece.slot_number !== null) {
      slots[piece.slot_number - 1] = toOwnedPuzzle(piece);
    }
  }
  return {
    id: picture.id,
    title: titleOf(picture),
    image: picture.image,
    is_legendary: Boolean(picture.is_legendary),
    complete,
    slots,
  };
}

export function toAlbumSummary(
  album: AlbumRow,
  pictures: readonly PictureRow[],
  complete: number,
  status: AlbumSummary['status'],
): AlbumSummary {
  return {
    id: album.id,
    subject_id: album.subject_id,
    title: titleOf(album),
    cover: pictures[0]?.image ?? '',
    pictures_total: pictures.length,
    pictures_complete: complete,
    reward_likes: album.reward_likes,
    status,
  };
}

export function toCataloguePicture(picture: PictureRow, puzzles: readonly PuzzleRow[]): CataloguePicture {
  return {
    id: picture.id,
    album_id: picture.album_id,
    title: titleOf(picture),
    image: picture.image,
    is_legendary: Boolean(picture.is_legendary),
    puzzles: puzzles.map((puzzle) => ({ id: puzzle.id, number: puzzle.number, image: puzzle.image })),
  };
}

/** Whether a holding's effect holds at `now` (ms). */
export const isActive = (holding: Pick<HoldingRow, 'active_until'> | undefined, now: number): boolean =>
  Boolean(holding?.active_until && Date.parse(holding.active_until) > now);

export function toStudentCrystal(crystal: CrystalRow, holding: HoldingRow | undefined, now: number): StudentCrystal {
  return {
    id: crystal.id,
    code: crystal.code as CrystalCode,
    title: titleOf(crystal),
    description: {
      'ru-RU': crystal.description_ru,
      'en-US': crystal.description_en,
      'uk-UA': crystal.description_uk,
    },
    image: crystal.image,
    price: crystal.price,
    is_for_sale: Boolean(crystal.is_for_sale),
    count: holding?.count ?? 0,
    charge: holding?.charge ?? 0,
    active_until: holding && isActive(holding, now) ? new Date(holding.active_until as string).toISOString() : null,
  };
}

/** The price list as the shop shows it; the chosen price is the one of a single chosen piece. */
export function toPuzzlePrices(rows: readonly PriceRow[]): PuzzlePrices {
  return {
    random: rows.filter((row) => row.kind === 'random').map((row) => ({ size: row.size, price: row.price })),
    chosen: rows.find((row) => row.kind === 'chosen' && row.size === 1)?.price ?? 0,
  };
}
