import { MIN_WORD_LENGTH } from '@umka/contracts';
import type { Rng } from '../rng.ts';
import { shuffled, wordsOverlap } from './grid.ts';

const lengthOf = (word: string) => [...word].length;

/** Whether `word` may join `chosen` without one being found inside the other. */
const fitsWith = (chosen: readonly string[], word: string) => !wordsOverlap([...chosen, word]);

/**
 * `count` words of the list between the lengths, none inside another, in a random order; null when the list has
 * too few such words.
 */
export function pickSearchWords(
  rng: Rng,
  list: readonly string[],
  count: number,
  lengths: { min: number; max: number },
): string[] | null {
  const chosen: string[] = [];
  for (const word of shuffled(rng, list)) {
    if (chosen.length === count) break;
    const length = lengthOf(word);
    if (length >= lengths.min && length <= lengths.max && fitsWith(chosen, word)) chosen.push(word);
  }
  return chosen.length === count ? chosen : null;
}

/**
 * Words of the list whose letters add up to `letters` exactly, each at most `maxLength` long: what a fillword square
 * is cut into. A word is taken only if what is left can still be a word or nothing; null when the list cannot do it.
 */
export function pickCoveringWords(
  rng: Rng,
  list: readonly string[],
  letters: number,
  maxLength: number,
): string[] | null {
  const chosen: string[] = [];
  let left = letters;
  const order = shuffled(rng, list);
  // A second pass finds the short word the end needs among those passed over while more letters were left.
  for (let pass = 0; pass < 2 && left > 0; pass++) {
    for (const word of order) {
      if (left === 0) break;
      const length = lengthOf(word);
      const after = left - length;
      if (length > maxLength || (after !== 0 && after < MIN_WORD_LENGTH)) continue;
      if (!fitsWith(chosen, word)) continue;
      chosen.push(word);
      left = after;
    }
  }
  return left === 0 ? chosen : null;
}
