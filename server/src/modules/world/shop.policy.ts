import { likesStillNeeded } from '@umka/contracts';
import { AppError } from '../../lib/app-error.ts';

/** The shop opens on likes earned in the subject, so spending them never locks it again (spec §6/§9). */
export function assertShopOpen(likesEarned: number): void {
  if (likesStillNeeded('shop', likesEarned) > 0) throw new AppError('SHOP_LOCKED');
}

/** Clothes are chosen, bought and worn for a character, so one must be chosen first (spec §2). */
export function assertCharacterChosen<T>(character: T | null | undefined): asserts character is T {
  if (character === null || character === undefined) throw new AppError('CHARACTER_REQUIRED');
}

export function assertFits(clothes: { characters: readonly number[] }, characterId: number): void {
  if (!clothes.characters.includes(characterId)) throw new AppError('ITEM_DOES_NOT_FIT');
}

/** A class place is entered by the class's students, and only within the class's own subject. */
export function assertClassPlace(
  group: { subject_id: number; deleted_at: string | null } | undefined,
  subjectId: number,
): void {
  if (!group || group.deleted_at !== null || group.subject_id !== subjectId) throw new AppError('FORBIDDEN');
}

/** A thing is moved by whoever bought it; classmates only look at a gift. */
export function assertThingOwner(thing: { student_id: number }, studentId: number): void {
  if (thing.student_id !== studentId) throw new AppError('FORBIDDEN');
}
