export const quantities = ['length', 'mass', 'volume', 'time'] as const;
export type Quantity = (typeof quantities)[number];

/**
 * Each unit's size in the quantity's smallest unit, as integers so conversions stay exact.
 * Unit ids are stable keys; the web app translates them into each locale's abbreviation.
 */
export const UNITS = {
  length: { mm: 1, cm: 10, dm: 100, m: 1000, km: 1_000_000 },
  mass: { mg: 1, g: 1000, kg: 1_000_000, t: 1_000_000_000 },
  volume: { ml: 1, l: 1000, m3: 1_000_000 },
  time: { s: 1, min: 60, h: 3600, day: 86_400 },
} as const satisfies Record<Quantity, Record<string, number>>;

export type UnitId = { [Q in Quantity]: keyof (typeof UNITS)[Q] }[Quantity];

export function unitsOf(quantity: Quantity): UnitId[] {
  return Object.keys(UNITS[quantity]) as UnitId[];
}

export function unitSize(quantity: Quantity, unit: UnitId): number {
  const sizes: Readonly<Record<string, number>> = UNITS[quantity];
  const size = sizes[unit];
  if (size === undefined) throw new RangeError(`${unit} is not a unit of ${quantity}`);
  return size;
}

export const ALL_UNITS: UnitId[] = quantities.flatMap(unitsOf);
