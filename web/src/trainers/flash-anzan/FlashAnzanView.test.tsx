import { describe, expect, it } from 'vitest';
import { flashFontSize } from './FlashAnzanView.tsx';

/** The font size in px that `min(120px, calc((100vw - 2rem) / d))` comes to on a screen this wide. */
function sizeOn(css: string, screenPx: number): number {
  const divisor = Number(/\/ ([\d.]+)\)\)$/.exec(css)?.[1]);
  return Math.min(120, (screenPx - 32) / divisor);
}

/** What the Nunito digits and minus really take: 432 px for "−98904" at 120 px in Chromium. */
const MEASURED_EM_PER_CHAR = 432 / 120 / 6;

describe('flash number size', () => {
  it('shrinks a six-character number to fit a phone and keeps a short one at full size', () => {
    const long = '−12345';
    expect(long.length * MEASURED_EM_PER_CHAR * sizeOn(flashFontSize(long), 390)).toBeLessThanOrEqual(390 - 32);
    expect(sizeOn(flashFontSize('+7'), 390)).toBe(120);
    expect(sizeOn(flashFontSize(long), 1280)).toBe(120);
  });
});
