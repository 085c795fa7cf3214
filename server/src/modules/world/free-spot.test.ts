import { describe, expect, it } from 'vitest';
import { freeSpot } from './free-spot.ts';

describe('free spot for a new thing', () => {
  it('starts at the left of the floor in an empty room', () => {
    expect(freeSpot(20, [])).toEqual({ x: 10, y: 75 });
  });

  it('goes right of what stands on the floor, then up a row when the floor is full', () => {
    expect(freeSpot(20, [{ x: 10, y: 75, width: 20 }])).toEqual({ x: 30, y: 75 });
    const floor = [
      { x: 25, y: 75, width: 50 },
      { x: 75, y: 75, width: 50 },
    ];
    expect(freeSpot(10, floor)).toEqual({ x: 5, y: 60 });
  });

  it('ignores things standing far above the row', () => {
    expect(freeSpot(20, [{ x: 10, y: 30, width: 20 }])).toEqual({ x: 10, y: 75 });
  });

  it('falls back to the middle of the floor when no row has room', () => {
    const full = [75, 60, 45].map((y) => ({ x: 50, y, width: 100 }));
    expect(freeSpot(30, full)).toEqual({ x: 50, y: 75 });
  });
});
