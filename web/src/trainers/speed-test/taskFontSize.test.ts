import { describe, expect, it } from 'vitest';
import { SPEED_TASK_MAX_CHARS } from './SpeedTestView.tsx';
import { taskFontSize } from './taskFontSize.ts';

/** The size in pixels the browser resolves the clamp() to in a viewport `width` pixels wide. */
function resolved(css: string, width: number): number {
  const match = /^clamp\((\d+)px, calc\(\(100vw - (\d+)px\) \/ ([\d.]+)\), (\d+)px\)$/.exec(css);
  if (!match) throw new Error(`unexpected font size ${css}`);
  const [low, padding, ems, high] = match.slice(1).map(Number) as [number, number, number, number];
  return Math.min(high, Math.max(low, (width - padding) / ems));
}

/** A monospace line's width: each glyph is 0.6 em. */
const lineWidth = (chars: number, size: number) => chars * 0.6 * size;

describe('task font size', () => {
  it('fits the longest speed-test task on one line of a small phone', () => {
    for (const width of [320, 360, 390]) {
      const size = resolved(taskFontSize(SPEED_TASK_MAX_CHARS), width);
      expect(lineWidth(SPEED_TASK_MAX_CHARS, size)).toBeLessThanOrEqual(width - 32);
    }
  });

  it('stays at the full size on a wide screen', () => {
    expect(resolved(taskFontSize(SPEED_TASK_MAX_CHARS), 1280)).toBe(56);
  });

  it('shrinks a longer mental-test example on a phone, but never below the smallest readable size', () => {
    const short = resolved(taskFontSize('7 × 8 = ?'.length), 390);
    const long = resolved(taskFontSize('(3 + 5) × 6 = ?'.length), 390);
    expect(long).toBeLessThan(short);
    expect(lineWidth('(3 + 5) × 6 = ?'.length, long)).toBeLessThanOrEqual(390 - 32);
    expect(resolved(taskFontSize(80), 390)).toBe(24);
  });
});
