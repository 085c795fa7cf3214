/** A monospace glyph is about 0.6 em wide. */
const GLYPH_EM = 0.6;
/** The trainer page keeps about this much padding around its column on a phone. */
const PAGE_PADDING_PX = 40;

/**
 * A CSS font size at which `chars` monospace characters fit the phone's width on one line, between
 * `smallest` and `largest` pixels: a task that wraps on a phone pushes the answer box and the keypad
 * down in the middle of a round.
 */
export function taskFontSize(chars: number, largest = 56, smallest = 24): string {
  const ems = Math.max(1, chars) * GLYPH_EM;
  return `clamp(${smallest}px, calc((100vw - ${PAGE_PADDING_PX}px) / ${ems.toFixed(2)}), ${largest}px)`;
}
