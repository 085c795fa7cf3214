/** A thing in a room: its centre and width, in percent of the room. */
export interface Footprint {
  x: number;
  y: number;
  width: number;
}

/** Rows tried for a new thing, from the floor up; things closer than a row apart vertically overlap. */
const ROWS = [75, 60, 45] as const;
const ROW_HEIGHT = 15;
const STEP = 5;

/**
 * Where a new thing goes: the leftmost spot of the lowest row that no placed thing covers. A full room
 * gets the middle of the floor, and the student moves things apart.
 */
export function freeSpot(width: number, placed: readonly Footprint[]): { x: number; y: number } {
  const half = width / 2;
  for (const y of ROWS) {
    for (let x = half; x <= 100 - half; x += STEP) {
      const clear = placed.every(
        (other) => Math.abs(other.y - y) >= ROW_HEIGHT || Math.abs(other.x - x) >= (other.width + width) / 2,
      );
      if (clear) return { x, y };
    }
  }
  return { x: 50, y: ROWS[0] };
}
