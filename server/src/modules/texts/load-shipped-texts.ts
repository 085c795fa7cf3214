import type { ShippedCatalogue } from './shipped-texts.ts';

/** The shipped texts with the three locale files they are read from: a chunk of its own in the built server. */
export const loadShippedCatalogue = (): Promise<ShippedCatalogue> =>
  import('./shipped-texts.ts').then((module) => module.shippedCatalogue());
