import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPictureComplete, type PictureRule, placementRefusal, type SlotPiece } from './picture.ts';

const pictureArb = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    is_legendary: fc.boolean(),
    first: fc.integer({ min: 1, max: 100_000 }),
    gaps: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 9, maxLength: 9 }),
  })
  .map(({ id, is_legendary, first, gaps }): PictureRule => {
    const ids = [first];
    for (const gap of gaps) ids.push((ids.at(-1) as number) + gap);
    return { id, is_legendary, puzzle_ids: ids };
  });

const pieceOf = (picture: PictureRule, index: number, is_legendary = picture.is_legendary): SlotPiece => ({
  puzzle_id: picture.puzzle_ids[index] as number,
  picture_id: picture.id,
  is_legendary,
});
const solved = (picture: PictureRule) => picture.puzzle_ids.map((_, index) => pieceOf(picture, index));

describe('a picture of ten puzzles', () => {
  it('is complete with its own pieces in ascending order, legendary ones where it is legendary', () => {
    fc.assert(
      fc.property(pictureArb, (picture) => {
        expect(isPictureComplete(picture, solved(picture))).toBe(true);
      }),
    );
  });

  it('takes legendary pieces in an ordinary picture as well', () => {
    fc.assert(
      fc.property(pictureArb, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), (picture, legendary) => {
        const ordinary = { ...picture, is_legendary: false };
        const slots = ordinary.puzzle_ids.map((_, index) => pieceOf(ordinary, index, legendary[index]));
        expect(isPictureComplete(ordinary, slots)).toBe(true);
      }),
    );
  });

  it('is not complete while any slot is empty', () => {
    fc.assert(
      fc.property(pictureArb, fc.integer({ min: 0, max: 9 }), (picture, empty) => {
        const slots: (SlotPiece | null)[] = solved(picture);
        slots[empty] = null;
        expect(isPictureComplete(picture, slots)).toBe(false);
      }),
    );
  });

  it('is not complete when two different pieces swap places', () => {
    fc.assert(
      fc.property(pictureArb, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (picture, a, b) => {
        fc.pre(a !== b);
        const slots = solved(picture);
        [slots[a], slots[b]] = [slots[b] as SlotPiece, slots[a] as SlotPiece];
        expect(isPictureComplete(picture, slots)).toBe(false);
      }),
    );
  });

  it('is not complete with a piece of another picture, even one with the right id', () => {
    fc.assert(
      fc.property(pictureArb, fc.integer({ min: 0, max: 9 }), (picture, index) => {
        const slots = solved(picture);
        slots[index] = { ...(slots[index] as SlotPiece), picture_id: picture.id + 1 };
        expect(isPictureComplete(picture, slots)).toBe(false);
      }),
    );
  });

  it('is not complete with the same piece twice, duplicates being possible', () => {
    fc.assert(
      fc.property(pictureArb, fc.integer({ min: 1, max: 9 }), (picture, index) => {
        const slots = solved(picture);
        slots[index] = slots[index - 1] as SlotPiece;
        expect(isPictureComplete(picture, slots)).toBe(false);
      }),
    );
  });

  it('when legendary, refuses an ordinary piece in any slot and can never be completed with one', () => {
    fc.assert(
      fc.property(pictureArb, fc.integer({ min: 0, max: 9 }), (picture, index) => {
        const legendary = { ...picture, is_legendary: true };
        const ordinary = pieceOf(legendary, index, false);
        expect(placementRefusal(legendary, ordinary)).toBe('LEGENDARY_PICTURE_NEEDS_LEGENDARY');
        const slots = solved(legendary);
        slots[index] = ordinary;
        expect(isPictureComplete(legendary, slots)).toBe(false);
      }),
    );
  });

  it('lets any piece lie in an ordinary picture while it is being assembled', () => {
    fc.assert(
      fc.property(pictureArb, fc.integer({ min: 1, max: 100_000 }), fc.boolean(), (picture, puzzleId, legendary) => {
        const ordinary = { ...picture, is_legendary: false };
        expect(placementRefusal(ordinary, { puzzle_id: puzzleId, picture_id: 1, is_legendary: legendary })).toBeNull();
      }),
    );
  });
});
