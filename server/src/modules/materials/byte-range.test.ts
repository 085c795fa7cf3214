import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('Range header', () => {
  it('reads a closed, an open and a suffix range, clamped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('sends the whole file without a header, for another unit and for several ranges', () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('items=0-1', 1000)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeNull();
  });

  it('refuses ranges past the end, backwards or malformed', () => {
    for (const header of ['bytes=1000-', 'bytes=5000-6000', 'bytes=10-5', 'bytes=-0', 'bytes=-', 'bytes=a-b']) {
      expect(parseByteRange(header, 1000), header).toBe('unsatisfiable');
    }
    expect(parseByteRange('bytes=-10', 0)).toBe('unsatisfiable');
  });
});
